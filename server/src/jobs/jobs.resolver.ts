import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Can } from '../common/decorators';
import { newListArg, offsetOf } from '../common/pagination';
import { looseId, oneForm, useInput } from '../common/mutation-input';
import { RetryJobInput } from './dto/retry-job.input';
import { JobQueue } from './job-queue';
import { JobCountsModel, JobModel, JobPageModel, JobsArgs } from './models/job.model';

/** The queue as a superadmin sees it: jobs by state (failed ones with their reason), counts, and retry now. */
@Resolver()
export class JobsResolver {
  constructor(private readonly queue: JobQueue) {}

  @Query(() => JobPageModel, {
    description:
      "Every hostel's jobs of the queue, in a state (where.state) or all, searched by kind or key: waiting and running by time, others newest first. BAD_USER_INPUT names a bad argument",
  })
  @Can('jobs.manage')
  jobs(@Args() args: JobsArgs) {
    const where = newListArg('where', args.where, { state: args.state });
    const state = (where ? where.state : args.state) ?? undefined;
    return this.queue.list(state, args.search?.trim() || undefined, offsetOf(args), args.pageSize);
  }

  @Query(() => JobCountsModel, { description: 'How many jobs are in each state' })
  @Can('jobs.manage')
  jobCounts() {
    return this.queue.counts();
  }

  @Mutation(() => JobModel, {
    description:
      'A failed job waits again, due now, with a fresh set of attempts, and is answered. CONFLICT on `id` for a job in another state; NOT_FOUND on `id` for an unknown job',
  })
  @Can('jobs.manage')
  async retryJob(
    @Args('input', { type: () => RetryJobInput, nullable: true, description: 'The failed job' }) input: unknown,
    @Args(
      'id',
      { type: () => ID, nullable: true, deprecationReason: useInput('id'), description: "The failed job's id" },
      looseId('id'),
    )
    id?: number,
  ) {
    const args = await oneForm(RetryJobInput, input, { id }, ['id']);
    return this.queue.retry(args.id);
  }
}
