import { Module } from '@nestjs/common';
import { DepositsModule } from '../../deposits/deposits.module';
import { HostelsModule } from '../../hostels/hostels.module';
import { HousingModule } from '../../housing/housing.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { RentModule } from '../../rent/rent.module';
import { StudentsModule } from '../../students/students.module';
import { UsersModule } from '../../users/users.module';
import { ChargesModule } from '../../workflows/charges/charges.module';
import { CheckoutModule } from '../../workflows/checkout/checkout.module';
import { JobsModule } from '../../jobs/jobs.module';
import { RequestsModule } from '../../requests/requests.module';
import { VisitorsModule } from '../../visitors/visitors.module';
import { NotificationsModule } from '../../notifications/notifications.module';
import { ResidentModule } from '../../workflows/resident/resident.module';
import { MealsModule } from '../../meals/meals.module';
import { SubscriptionModule } from '../../workflows/subscription/subscription.module';
import { DemoSeeder } from './demo-seeder';

@Module({
  imports: [
    HostelsModule,
    UsersModule,
    HousingModule,
    StudentsModule,
    RentModule,
    DepositsModule,
    LedgerModule,
    CheckoutModule,
    ChargesModule,
    JobsModule,
    SubscriptionModule,
    RequestsModule,
    VisitorsModule,
    NotificationsModule,
    ResidentModule,
    MealsModule,
  ],
  providers: [DemoSeeder],
  exports: [DemoSeeder],
})
export class SeedModule {}
