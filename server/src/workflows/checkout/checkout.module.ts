import { Module } from '@nestjs/common';
import { JobsModule } from '../../jobs/jobs.module';
import { DepositsModule } from '../../deposits/deposits.module';
import { HousingModule } from '../../housing/housing.module';
import { IdempotencyModule } from '../../idempotency/idempotency.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { RentModule } from '../../rent/rent.module';
import { StudentsModule } from '../../students/students.module';
import { CheckoutResolver, PayRefundPayloadResolver, StudentCheckoutResolver } from './checkout.resolver';
import { CheckoutService } from './checkout.service';
import { WriteOffService } from './write-off.service';
import { DepositSettlementResolver } from './deposit-settlement.resolver';
import { RefundLoader } from './refund.loader';
import { RefundVoucherController, RefundVouchers } from './refund-voucher';
import { SettlementReader } from './settlement-reader';
import { HostelsModule } from '../../hostels/hostels.module';

/** Checkout: notice, settlement, approval and refund (the stay ends on the move-out date: jobs/stay-ends.job.ts). */
@Module({
  imports: [
    StudentsModule,
    HousingModule,
    DepositsModule,
    RentModule,
    LedgerModule,
    IdempotencyModule,
    JobsModule,
    HostelsModule,
  ],
  controllers: [RefundVoucherController],
  providers: [
    CheckoutService,
    SettlementReader,
    WriteOffService,
    RefundLoader,
    RefundVouchers,
    CheckoutResolver,
    PayRefundPayloadResolver,
    StudentCheckoutResolver,
    DepositSettlementResolver,
  ],
  exports: [CheckoutService],
})
export class CheckoutModule {}
