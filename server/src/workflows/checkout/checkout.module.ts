import { Module } from '@nestjs/common';
import { DepositsModule } from '../../deposits/deposits.module';
import { HousingModule } from '../../housing/housing.module';
import { IdempotencyModule } from '../../idempotency/idempotency.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { RentModule } from '../../rent/rent.module';
import { StudentsModule } from '../../students/students.module';
import { CheckoutResolver, PayRefundPayloadResolver } from './checkout.resolver';
import { CheckoutService } from './checkout.service';

/** Checkout: notice, settlement, approval and refund. */
@Module({
  imports: [StudentsModule, HousingModule, DepositsModule, RentModule, LedgerModule, IdempotencyModule],
  providers: [CheckoutService, CheckoutResolver, PayRefundPayloadResolver],
  exports: [CheckoutService],
})
export class CheckoutModule {}
