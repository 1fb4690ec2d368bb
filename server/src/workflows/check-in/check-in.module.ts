import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { DepositsModule } from '../../deposits/deposits.module';
import { HousingModule } from '../../housing/housing.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { RentModule } from '../../rent/rent.module';
import { StudentsModule } from '../../students/students.module';
import { StayChangeModule } from '../stay-change/stay-change.module';
import { CheckInResolver } from './check-in.resolver';
import { CheckInService } from './check-in.service';

@Module({
  imports: [StudentsModule, HousingModule, DepositsModule, RentModule, EventsModule, StayChangeModule, LedgerModule],
  providers: [CheckInService, CheckInResolver],
})
export class CheckInModule {}
