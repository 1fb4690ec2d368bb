import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { HousingModule } from '../../housing/housing.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { RentModule } from '../../rent/rent.module';
import { StudentsModule } from '../../students/students.module';
import { StayChangeModule } from '../stay-change/stay-change.module';
import { BillingDates } from './billing-dates';
import { StudentChangesResolver } from './student-changes.resolver';
import { StudentChangesService } from './student-changes.service';

/** updateStudent (with a room change) and archiveStudent. */
@Module({
  imports: [HousingModule, StudentsModule, RentModule, EventsModule, StayChangeModule, LedgerModule],
  providers: [StudentChangesService, StudentChangesResolver, BillingDates],
})
export class StudentChangesModule {}
