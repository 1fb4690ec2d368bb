import { Foundation1732000000000 } from './1732000000000-foundation';
import { StaysDepositsRent1732100000000 } from './1732100000000-stays-deposits-rent';
import { StudentSearchPhotos1732200000000 } from './1732200000000-student-search-photos';
import { RentBillFrom1732350000000 } from './1732350000000-rent-bill-from';
import { PhonesE1641732400000000 } from './1732400000000-phones-e164';
import { Ledger1732500000000 } from './1732500000000-ledger';
import { RentChanges1732600000000 } from './1732600000000-rent-changes';
import { Checkouts1732700000000 } from './1732700000000-checkouts';
import { Subscriptions1732800000000 } from './1732800000000-subscriptions';
import { MonthTotals1732900000000 } from './1732900000000-month-totals';
import { IdempotencyKeys1733000000000 } from './1733000000000-idempotency-keys';
import { SettlementAtPayout1733100000000 } from './1733100000000-settlement-at-payout';
import { BillFromChanges1733200000000 } from './1733200000000-bill-from-changes';
import { MoneyBigint1733300000000 } from './1733300000000-money-bigint';
import { MonthProjectionInCode1733400000000 } from './1733400000000-month-projection-in-code';
import { PaymentReferences1733500000000 } from './1733500000000-payment-references';
import { PaymentMakerChecker1733600000000 } from './1733600000000-payment-maker-checker';
import { PaymentReversals1733700000000 } from './1733700000000-payment-reversals';
import { SettlementLines1733800000000 } from './1733800000000-settlement-lines';
import { ExtraChargeVoids1733900000000 } from './1733900000000-extra-charge-voids';
import { LedgerMonths1734200000000 } from './1734200000000-ledger-months';
import { ReceiptDetails1734000000000 } from './1734000000000-receipt-details';
import { Outbox1734300000000 } from './1734300000000-outbox';
import { Jobs1734400000000 } from './1734400000000-jobs';
import { UserPasswords1734800000000 } from './1734800000000-user-passwords';
import { DropPaymentDayTotals1735000000000 } from './1735000000000-drop-payment-day-totals';
import { Alerts1735100000000 } from './1735100000000-alerts';
import { Requests1735200000000 } from './1735200000000-requests';
import { Visitors1735300000000 } from './1735300000000-visitors';
import { Notifications1735500000000 } from './1735500000000-notifications';
import { ResidentLogins1735600000000 } from './1735600000000-resident-logins';
import { Meals1735400000000 } from './1735400000000-meals';
import { RequestListSearch1735700000000 } from './1735700000000-request-list-search';
import { DashboardIndexes1735750000000 } from './1735750000000-dashboard-indexes';
import { HostelCounts1735800000000 } from './1735800000000-hostel-counts';
import { DashboardCounts1735810000000 } from './1735810000000-dashboard-counts';
import { RequestSearchText1735900000000 } from './1735900000000-request-search-text';
import { RequestSearchByOwner1736000000000 } from './1736000000000-request-search-by-owner';
import { ApiKeys1737000000000 } from './1737000000000-api-keys';
import { Webhooks1737100000000 } from './1737100000000-webhooks';
import { ResidentContactIndexes1737200000000 } from './1737200000000-resident-contact-indexes';
import { RoomCounts1737300000000 } from './1737300000000-room-counts';

/** Every migration, in order. Both SQLite and PostgreSQL run the same list. */
export const MIGRATIONS = [
  Foundation1732000000000,
  StaysDepositsRent1732100000000,
  StudentSearchPhotos1732200000000,
  RentBillFrom1732350000000,
  PhonesE1641732400000000,
  Ledger1732500000000,
  RentChanges1732600000000,
  Checkouts1732700000000,
  Subscriptions1732800000000,
  MonthTotals1732900000000,
  IdempotencyKeys1733000000000,
  SettlementAtPayout1733100000000,
  BillFromChanges1733200000000,
  MoneyBigint1733300000000,
  MonthProjectionInCode1733400000000,
  PaymentReferences1733500000000,
  PaymentMakerChecker1733600000000,
  PaymentReversals1733700000000,
  SettlementLines1733800000000,
  ExtraChargeVoids1733900000000,
  LedgerMonths1734200000000,
  ReceiptDetails1734000000000,
  Outbox1734300000000,
  Jobs1734400000000,
  UserPasswords1734800000000,
  DropPaymentDayTotals1735000000000,
  Alerts1735100000000,
  Requests1735200000000,
  Visitors1735300000000,
  Notifications1735500000000,
  ResidentLogins1735600000000,
  Meals1735400000000,
  RequestListSearch1735700000000,
  DashboardIndexes1735750000000,
  HostelCounts1735800000000,
  DashboardCounts1735810000000,
  RequestSearchText1735900000000,
  RequestSearchByOwner1736000000000,
  ApiKeys1737000000000,
  Webhooks1737100000000,
  ResidentContactIndexes1737200000000,
  RoomCounts1737300000000,
];
