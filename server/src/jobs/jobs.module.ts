import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Job } from './job.entity';
import { EventsModule } from '../events/events.module';
import { BuiltInJobKinds } from './built-in-kinds';
import { JobKinds } from './job-kinds';
import { JobQueue } from './job-queue';
import { JobWorker } from './job-worker';
import { JobsResolver } from './jobs.resolver';
import { OutboxDispatcher } from './outbox-dispatcher';
import { RecurringJobs } from './recurring-jobs';
import { SqlJobQueue } from './sql-job-queue';

/**
 * The job queue (`JobQueue`, stored in the database by `SqlJobQueue`), its kinds, the worker, the recurring
 * schedule and the outbox's dispatcher. It knows no domain: a module adds its kinds (rent billing, stays that end,
 * invoices, alerts) by importing this one and calling `JobKinds.register` when it starts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Job]), EventsModule],
  providers: [
    JobKinds,
    { provide: JobQueue, useClass: SqlJobQueue },
    RecurringJobs,
    OutboxDispatcher,
    JobWorker,
    BuiltInJobKinds,
    JobsResolver,
  ],
  exports: [JobKinds, JobQueue, JobWorker],
})
export class JobsModule {}
