import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { BalanceLoader } from './balance.loader';
import { Charge } from './charge.entity';
import { ExtraChargeListQuery } from './extra-charge-list.query';
import { ExtraCharges } from './extra-charges.service';
import { LedgerBook } from './ledger-book.service';
import { LedgerMonth } from './ledger-month.entity';
import { LedgerMonths } from './ledger-month-projection.service';
import { MonthProjection } from './month-projection.service';
import { PaymentsBook } from './payments-book.service';
import { RentBilling } from './rent-billing.service';
import { RentChangeBook } from './rent-change-book.service';
import { WriteOffs } from './write-offs.service';
import { Payment } from './payment.entity';
import { PaymentResolver } from './payment.resolver';
import { PaymentReferences } from './payment-references';
import { PaymentReversal } from './payment-reversal.entity';
import { PaymentReversals } from './payment-reversals.service';
import { PaymentVerification } from './payment-verification.entity';
import { ReceiptCounter } from './receipt-counter.entity';
import { RentMonth } from './rent-month.entity';
import { RentChange } from './rent-change.entity';
import { Checkout } from './checkout.entity';
import { CheckoutDeduction } from './checkout-deduction.entity';
import { CheckoutRecords } from './checkout-records.service';
import { Refund } from './refund.entity';
import { RefundQueries } from './refund-queries';
import { SubscriptionInvoice } from './subscription-invoice.entity';
import { SubscriptionInvoices } from './subscription-invoices.service';

/**
 * The ledger: the only writer of money rows, each table with one owner (see ARCHITECTURE.md): the core book
 * (lock, rows, month projection), rent billing, payments, extra charges, rent changes, checkouts with refunds,
 * subscription invoices. Append-only: it has no update or delete path for charges and payments.
 */
const OWNERS = [
  LedgerBook,
  MonthProjection,
  LedgerMonths,
  RentBilling,
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
  ],
  providers: [...OWNERS, BalanceLoader, PaymentResolver],
  exports: [...OWNERS, BalanceLoader],
})
export class LedgerModule {}
