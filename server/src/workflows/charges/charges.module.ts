import { Module } from '@nestjs/common';
import { HousingModule } from '../../housing/housing.module';
import { IdempotencyModule } from '../../idempotency/idempotency.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { StudentsModule } from '../../students/students.module';
import { ChargesResolver, ExtraChargeResolver, MeterSplitPartResolver, VoidChargesResolver } from './charges.resolver';
import { ChargesService } from './charges.service';
import { MeterBills } from './meter-bills.service';
import { VoidChargesService } from './void-charges.service';

/** Extra billing: charges added to several residents at once (one amount, per resident, a meter bill), voids, the list. */
@Module({
  imports: [StudentsModule, HousingModule, LedgerModule, IdempotencyModule],
  providers: [
    ChargesService,
    VoidChargesService,
    MeterBills,
    ChargesResolver,
    VoidChargesResolver,
    ExtraChargeResolver,
    MeterSplitPartResolver,
  ],
  exports: [ChargesService, VoidChargesService],
})
export class ChargesModule {}
