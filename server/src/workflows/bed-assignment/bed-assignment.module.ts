import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { HousingModule } from '../../housing/housing.module';
import { StudentsModule } from '../../students/students.module';
import { StayChangeModule } from '../stay-change/stay-change.module';
import { AddBedController } from './add-bed.controller';
import { BedAssignmentResolver } from './bed-assignment.resolver';
import { BedAssignmentService } from './bed-assignment.service';

/** addBed (with its student), assignBed, removeFromBed and moveStudent: bed changes that need a student. */
@Module({
  imports: [HousingModule, StudentsModule, EventsModule, StayChangeModule],
  controllers: [AddBedController],
  providers: [BedAssignmentService, BedAssignmentResolver],
})
export class BedAssignmentModule {}
