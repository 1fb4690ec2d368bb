import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DepositsModule } from '../deposits/deposits.module';
import { HousingModule } from '../housing/housing.module';
import { HostelsModule } from '../hostels/hostels.module';
import { LedgerModule } from '../ledger/ledger.module';
import { RentModule } from '../rent/rent.module';
import { RequestSearchModule } from '../requests/request-search.module';
import { BedStudentResolver, StayStudentResolver } from './occupant.resolver';
import { DepositStudentResolver, StudentDepositResolver } from './student-deposit.resolver';
import { StudentHousingResolver } from './student-housing.resolver';
import { StudentListQuery } from './student-list.query';
import { StudentRecords } from './student-records.service';
import { StudentLedgerResolver } from './student-ledger.resolver';
import { StudentRentResolver } from './student-rent.resolver';
import { Student } from './student.entity';
import { StudentLoader } from './student.loader';
import { StudentsResolver } from './students.resolver';
import { StudentsService } from './students.service';

/**
 * Students: the only writer of the students table, and the one place the Student type is resolved
 * (its bed, stays, deposit and rent are read from their owners). Also answers Bed.student and Stay.student.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Student]),
    HostelsModule,
    HousingModule,
    DepositsModule,
    RentModule,
    LedgerModule,
    RequestSearchModule,
  ],
  providers: [
    StudentsService,
    StudentListQuery,
    StudentRecords,
    StudentLoader,
    StudentsResolver,
    StudentHousingResolver,
    StudentDepositResolver,
    DepositStudentResolver,
    StudentRentResolver,
    StudentLedgerResolver,
    BedStudentResolver,
    StayStudentResolver,
  ],
  exports: [StudentsService, StudentRecords, StudentLoader],
})
export class StudentsModule {}
