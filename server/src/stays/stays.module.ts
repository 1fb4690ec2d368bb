import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityModule } from '../activity/activity.module';
import { RentModule } from '../rent/rent.module';
import { RoomsModule } from '../rooms/rooms.module';
import { StudentsModule } from '../students/students.module';
import { BedAssignment } from './bed-assignment.service';
import { ResidentsService } from './residents.service';
import { Stay } from './stay.entity';
import { StayLoader } from './stay.loader';
import { StayQueries } from './stay-queries.service';
import { BedStaysResolver, StayRelationsResolver, StudentStaysResolver } from './stay-relations.resolver';
import { StaysResolver } from './stays.resolver';
import { StaysService } from './stays.service';

/** Who sleeps where, and since when: adds Stay, Student.stays/currentStay and Bed.stays/currentStay to the schema. */
@Module({
  imports: [TypeOrmModule.forFeature([Stay]), RoomsModule, StudentsModule, RentModule, ActivityModule],
  providers: [BedAssignment, StaysService, ResidentsService, StayQueries, StayLoader, StaysResolver, StayRelationsResolver, StudentStaysResolver, BedStaysResolver],
  exports: [BedAssignment, StaysService, StayLoader],
})
export class StaysModule {}
