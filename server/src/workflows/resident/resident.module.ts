import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { HostelsModule } from '../../hostels/hostels.module';
import { HousingModule } from '../../housing/housing.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { RentModule } from '../../rent/rent.module';
import { RequestsModule } from '../../requests/requests.module';
import { StudentsModule } from '../../students/students.module';
import { UsersModule } from '../../users/users.module';
import { PaymentsModule } from '../payments/payments.module';
import { ResidenceQuery } from './residence.query';
import { ResidentAccessService } from './resident-access.service';
import { ResidentController } from './resident.controller';
import { ResidenceResolver, ResidentAccessResolver } from './resident.resolver';

/**
 * A resident's own access: the login a warden gives them (`grantResidentAccess`, `revokeResidentAccess`,
 * `Student.residentAccess`) and what that login reads on the resident page (`myResidence`, their receipts).
 */
@Module({
  imports: [
    EventsModule,
    StudentsModule,
    HousingModule,
    HostelsModule,
    LedgerModule,
    RentModule,
    UsersModule,
    PaymentsModule,
    RequestsModule,
  ],
  controllers: [ResidentController],
  providers: [ResidenceQuery, ResidentAccessService, ResidenceResolver, ResidentAccessResolver],
  exports: [ResidentAccessService],
})
export class ResidentModule {}
