import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { LedgerModule } from '../ledger/ledger.module';
import { JobRunner } from './job-runner';
import { RentBillingJob } from './rent-billing.job';
import { SubscriptionInvoicesJob } from './subscription-invoices.job';
import { HostelsModule } from '../hostels/hostels.module';

/** Work on a clock: the runner and its jobs (rent billing, subscription invoices). */
@Module({
  imports: [LedgerModule, ActivityModule, HostelsModule],
  providers: [RentBillingJob, SubscriptionInvoicesJob, JobRunner],
  exports: [RentBillingJob, SubscriptionInvoicesJob, JobRunner],
})
export class JobsModule {}
