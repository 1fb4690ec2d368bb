import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { IdempotencyModule } from '../../idempotency/idempotency.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { RentModule } from '../../rent/rent.module';
import { StudentsModule } from '../../students/students.module';
import { RentChangesResolver } from './rent-changes.resolver';
import { RentChangesService } from './rent-changes.service';

/** Update Rent: rent changes, one-time items and waivers, with an admin's approval where a warden lowers dues. */
@Module({
  imports: [StudentsModule, LedgerModule, RentModule, EventsModule, IdempotencyModule],
  providers: [RentChangesService, RentChangesResolver],
})
export class RentChangesModule {}
