import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { HostelsModule } from '../hostels/hostels.module';
import { RentModule } from '../rent/rent.module';
import { JobsModule } from '../jobs/jobs.module';
import { HostelRentBilling } from './rent-billing/hostel-rent-billing.service';
import { BalanceLoader } from './balance.loader';
import { Charge } from './charges/charge.entity';
import { ExtraChargeListQuery } from './charges/extra-charge-list.query';
import { ExtraCharges } from './charges/extra-charges.service';
import { LedgerBook } from './ledger-book.service';
import { LedgerMonth } from './months/ledger-month.entity';
import { LedgerMonths } from './months/ledger-month-projection.service';
import { MonthProjection } from './months/month-projection.service';
import { PaymentsBook } from './payments/payments-book.service';
import { RentBilling } from './rent-billing/rent-billing.service';
import { RentChangeBook } from './rent-changes/rent-change-book.service';
import { WriteOffs } from './charges/write-offs.service';
import { Payment } from './payments/payment.entity';
import { PaymentResolver } from './payments/payment.resolver';
import { PaymentReferences } from './payments/payment-references';
import { PaymentReversal } from './payments/payment-reversal.entity';
import { PaymentReversals } from './payments/payment-reversals.service';
import { PaymentVerification } from './payments/payment-verification.entity';
import { ReceiptCounter } from './payments/receipt-counter.entity';
import { RentMonth } from './months/rent-month.entity';
import { RentChange } from './rent-changes/rent-change.entity';
import { Checkout } from './checkout/checkout.entity';
import { CheckoutDeduction } from './checkout/checkout-deduction.entity';
import { CheckoutRecords } from './checkout/checkout-records.service';
import { Refund } from './checkout/refund.entity';
import { RefundQueries } from './checkout/refund-queries';
import { SubscriptionInvoice } from './subscription-invoices/subscription-invoice.entity';
import { SubscriptionInvoices } from './subscription-invoices/subscription-invoices.service';
import { StaySchedules } from './rent-billing/stay-schedules.service';
import { Charges } from './charges/charges.service';

/**
 * The ledger: the only writer of money rows, each table with one owner (see ARCHITECTURE.md): the core book
 * (lock, rows, month projection), rent billing, payments, extra charges, rent changes, checkouts with refunds,
 * subscription invoices. Append-only: it has no update or delete path for charges and payments.
 */
const OWNERS = [
  LedgerBook,
  Charges,
  MonthProjection,
  LedgerMonths,
  RentBilling,
  HostelRentBilling,
  StaySchedules,
  PaymentsBook,
  PaymentReferences,
  PaymentReversals,
  ExtraCharges,
  ExtraChargeListQuery,
  RentChangeBook,
  WriteOffs,
  CheckoutRecords,
  RefundQueries,
  SubscriptionInvoices,
];

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Charge,
      Payment,
      PaymentVerification,
      PaymentReversal,
      ReceiptCounter,
      RentMonth,
      LedgerMonth,
      RentChange,
      Checkout,
      CheckoutDeduction,
      Refund,
      SubscriptionInvoice,
    ]),
    EventsModule,
    HostelsModule,
    RentModule,
    JobsModule,
  ],
  providers: [...OWNERS, BalanceLoader, PaymentResolver],
  exports: [...OWNERS, BalanceLoader],
})
export class LedgerModule {}
