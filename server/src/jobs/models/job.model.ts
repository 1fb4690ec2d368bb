import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, ValidateNested } from 'class-validator';
import { ListArgs, useListArg } from '../../common/pagination';
import { JOB_STATES, JobState } from '../job.entity';

export const JobStateEnum = Object.fromEntries(JOB_STATES.map((s) => [s, s])) as Record<JobState, JobState>;
registerEnumType(JobStateEnum, {
  name: 'JobState',
  description:
    'waiting: due at runAt (new, or retrying after a failed attempt); running: claimed by a worker until lockedUntil; done; failed: given up after its attempts, lastError says why',
  valuesMap: {
    waiting: { description: 'Due at runAt: new, or to be tried again after a failed attempt' },
    running: { description: 'Claimed by a worker until lockedUntil' },
    done: { description: 'Finished; kept 7 days' },
    failed: { description: 'Given up after its attempts (lastError says why); kept 30 days, retryJob tries it again' },
  },
});

@ObjectType('Job', { description: "A job of the server's queue (superadmin)" })
export class JobModel {
  @Field(() => ID, { description: "The job's id" })
  id: number;

  @Field({ description: 'What it does: stay-ends, rent-billing, subscription-invoices, jobs-prune, stay-end' })
  kind: string;

  @Field({ description: 'Once-only key: a run slot (rent-billing:2026-11-26T09) or an event (event:42:stay-end)' })
  uniqueKey: string;

  @Field(() => JobStateEnum, { description: 'Where the job stands' })
  state: JobState;

  @Field({ description: 'Due from this instant' })
  runAt: Date;

  @Field(() => Int, { description: 'Attempts so far' })
  attempts: number;

  @Field(() => Int, { description: 'Attempts before it fails for good (its kind says how many)' })
  maxAttempts: number;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed; null: none failed' })
  lastError: string | null;

  @Field(() => Date, { nullable: true, description: "A running job's lease: claimed again after it" })
  lockedUntil: Date | null;

  @Field(() => String, { nullable: true, description: 'The worker running it' })
  lockedBy: string | null;

  @Field({ description: 'When it was queued' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the last attempt started; null: never run' })
  startedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was done or failed for good; null: not yet' })
  finishedAt: Date | null;
}

@ObjectType('JobPage', { description: 'One page of the job queue and the count over all pages' })
export class JobPageModel {
  @Field(() => [JobModel], { description: 'The jobs of this page' })
  items: JobModel[];

  @Field(() => Int, { description: 'Jobs matching the state and search, over all pages' })
  totalCount: number;
}

@ObjectType('JobCounts', { description: 'Jobs in each state' })
export class JobCountsModel {
  @Field(() => Int, { description: 'Jobs waiting' })
  waiting: number;

  @Field(() => Int, { description: 'Jobs running' })
  running: number;

  @Field(() => Int, { description: 'Jobs done (kept 7 days)' })
  done: number;

  @Field(() => Int, { description: 'Jobs failed (kept 30 days)' })
  failed: number;
}

@InputType({ description: 'Which jobs the list keeps' })
export class JobsWhere {
  @Field(() => JobStateEnum, { nullable: true, description: 'Only jobs in this state; every state when left out' })
  @IsOptional()
  @IsIn(JOB_STATES)
  state?: JobState;
}

@ArgsType()
export class JobsArgs extends ListArgs {
  @Field(() => JobsWhere, { nullable: true, description: 'Which jobs; every one when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => JobsWhere)
  where?: JobsWhere;

  @Field(() => JobStateEnum, {
    nullable: true,
    description: 'Only jobs in this state',
    deprecationReason: useListArg('where.state'),
  })
  @IsOptional()
  @IsIn(JOB_STATES)
  state?: JobState;
}
