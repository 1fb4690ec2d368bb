import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { LedgerModule } from '../ledger/ledger.module';
import { JobRunner } from './job-runner';
import { RentBillingJob } from './rent-billing.job';
import { SubscriptionInvoicesJob } from './subscription-invoices.job';
import { HostelsModule } from '../hostels/hostels.module';
import { HousingModule } from '../housing/housing.module';
import { StudentsModule } from '../students/students.module';
import { StayEndsJob } from './stay-ends.job';

/** Work on a clock: the runner and its jobs (stays ending on their move-out date, rent billing, subscription invoices). */
@Module({
  imports: [LedgerModule, ActivityModule, HostelsModule, StudentsModule, HousingModule],
  providers: [StayEndsJob, RentBillingJob, SubscriptionInvoicesJob, JobRunner],
  exports: [StayEndsJob, RentBillingJob, SubscriptionInvoicesJob, JobRunner],
})
export class JobsModule {}
