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
import { EventsModule } from '../../events/events.module';
import { StayExtensionResolver } from './stay-extension.resolver';
import { StayExtensions } from './stay-extension.service';
import { StayEnds } from './stay-ends.service';

/**
 * Checkout: notice, settlement, approval and refund (the stay ends on the move-out date: stay-ends.service.ts), and a
 * stay extended to a later move-out date.
 */
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
    EventsModule,
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
    StayExtensions,
    StayEnds,
    StayExtensionResolver,
  ],
  exports: [CheckoutService, StayEnds],
})
export class CheckoutModule {}
