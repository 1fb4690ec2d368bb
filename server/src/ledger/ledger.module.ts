import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityModule } from '../activity/activity.module';
import { BalanceLoader } from './balance.loader';
import { Charge } from './charge.entity';
import { LedgerService } from './ledger.service';
import { Payment } from './payment.entity';
import { PaymentResolver } from './payment.resolver';
import { PaymentVerification } from './payment-verification.entity';
import { ReceiptCounter } from './receipt-counter.entity';
import { RentMonth } from './rent-month.entity';
import { RentChange } from './rent-change.entity';
import { Checkout } from './checkout.entity';
import { CheckoutDeduction } from './checkout-deduction.entity';
import { CheckoutRecords } from './checkout-records.service';
import { Refund } from './refund.entity';
import { SubscriptionInvoice } from './subscription-invoice.entity';
import { SubscriptionInvoices } from './subscription-invoices.service';

/**
 * The ledger: the only writer of money rows (charges, payments, verifications, receipt numbers) and of their
 * rent_months projection. Append-only: it has no update or delete path for charges and payments.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Charge,
      Payment,
      PaymentVerification,
      ReceiptCounter,
      RentMonth,
      RentChange,
      Checkout,
      CheckoutDeduction,
      Refund,
      SubscriptionInvoice,
    ]),
    ActivityModule,
  ],
  providers: [LedgerService, CheckoutRecords, SubscriptionInvoices, BalanceLoader, PaymentResolver],
  exports: [LedgerService, CheckoutRecords, SubscriptionInvoices, BalanceLoader],
})
export class LedgerModule {}
