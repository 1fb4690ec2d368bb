import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../idempotency/idempotency.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { StudentsModule } from '../../students/students.module';
import { ChargesResolver } from './charges.resolver';
import { ChargesService } from './charges.service';

/** Extra billing: charges added to several residents at once. */
@Module({
  imports: [StudentsModule, LedgerModule, IdempotencyModule],
  providers: [ChargesService, ChargesResolver],
})
export class ChargesModule {}
