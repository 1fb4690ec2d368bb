import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { HostelsModule } from '../hostels/hostels.module';
import { HousingModule } from '../housing/housing.module';
import { LedgerModule } from '../ledger/ledger.module';
import { StudentsModule } from '../students/students.module';
import { BuiltInJobKinds } from './built-in-kinds';
import { JobKinds } from './job-kinds';
import { JobQueue } from './job-queue';
import { JobWorker } from './job-worker';
import { JobsResolver } from './jobs.resolver';
import { OutboxDispatcher } from './outbox-dispatcher';
import { RecurringJobs } from './recurring-jobs';
import { RentBillingJob } from './rent-billing.job';
import { SqlJobQueue } from './sql-job-queue';
import { StayEndsJob } from './stay-ends.job';
import { SubscriptionInvoicesJob } from './subscription-invoices.job';

/**
 * The job queue (`JobQueue`, stored in the database by `SqlJobQueue`), its kinds, the worker, the recurring
 * schedule and the outbox's dispatcher; and the work on a clock (stays ending on their move-out date, rent billing,
 * subscription invoices). Another module adds a kind by importing this one and calling `JobKinds.register`.
 */
@Module({
  imports: [LedgerModule, EventsModule, HostelsModule, StudentsModule, HousingModule],
  providers: [
    StayEndsJob,
    RentBillingJob,
    SubscriptionInvoicesJob,
    JobKinds,
    { provide: JobQueue, useClass: SqlJobQueue },
    RecurringJobs,
    OutboxDispatcher,
    JobWorker,
    BuiltInJobKinds,
    JobsResolver,
  ],
  exports: [StayEndsJob, RentBillingJob, SubscriptionInvoicesJob, JobKinds, JobQueue, JobWorker],
})
export class JobsModule {}
