import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsOptional } from 'class-validator';
import { ListArgs } from '../../common/pagination';
import { JOB_STATES, JobState } from '../job.entity';

export const JobStateEnum = Object.fromEntries(JOB_STATES.map((s) => [s, s])) as Record<JobState, JobState>;
registerEnumType(JobStateEnum, {
  name: 'JobState',
  description:
    'waiting: due at runAt (new, or retrying after a failed attempt); running: claimed by a worker until lockedUntil; done; failed: given up after its attempts, lastError says why',
});

@ObjectType('Job', { description: "A job of the server's queue (superadmin)" })
export class JobModel {
  @Field(() => ID)
  id: number;

  @Field({ description: 'What it does: stay-ends, rent-billing, subscription-invoices, jobs-prune, stay-end' })
  kind: string;

  @Field({ description: 'Once-only key: a run slot (rent-billing:2026-11-26T09) or an event (event:42:stay-end)' })
  uniqueKey: string;

  @Field(() => JobStateEnum)
  state: JobState;

  @Field({ description: 'Due from this instant' })
  runAt: Date;

  @Field(() => Int, { description: 'Attempts so far' })
  attempts: number;

  @Field(() => Int)
  maxAttempts: number;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed' })
  lastError: string | null;

  @Field(() => Date, { nullable: true, description: "A running job's lease: claimed again after it" })
  lockedUntil: Date | null;

  @Field(() => String, { nullable: true, description: 'The worker running it' })
  lockedBy: string | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  startedAt: Date | null;

  @Field(() => Date, { nullable: true })
  finishedAt: Date | null;
}

@ObjectType('JobPage')
export class JobPageModel {
  @Field(() => [JobModel])
  items: JobModel[];

  @Field(() => Int)
  totalCount: number;
}

@ObjectType('JobCounts', { description: 'Jobs in each state' })
export class JobCountsModel {
  @Field(() => Int)
  waiting: number;

  @Field(() => Int)
  running: number;

  @Field(() => Int)
  done: number;

  @Field(() => Int)
  failed: number;
}

@ArgsType()
export class JobsArgs extends ListArgs {
  @Field(() => JobStateEnum, { nullable: true, description: 'Only jobs in this state' })
  @IsOptional()
  @IsIn(JOB_STATES)
  state?: JobState;
}
