import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { LedgerModule } from '../ledger/ledger.module';
import { JobRunner } from './job-runner';
import { RentBillingJob } from './rent-billing.job';

/** Work on a clock: the runner and its jobs (rent billing). */
@Module({
  imports: [LedgerModule, ActivityModule],
  providers: [RentBillingJob, JobRunner],
  exports: [RentBillingJob, JobRunner],
})
export class JobsModule {}
