import type { EntityManager } from 'typeorm';
import type { Job, JobState } from './job.entity';

/** A job to add. */
export interface NewJob {
  kind: string;
  /** Once-only: a job with this key already there (in any state) makes the enqueue do nothing. Default: random. */
  uniqueKey?: string;
  payload?: unknown;
  /** Not before (default: now). */
  runAt?: Date;
  /** The unique key of a job that must be done or failed first. */
  afterKey?: string | null;
  /** Attempts before it is given up (default 5; `JobKinds.job` fills in the kind's). */
  maxAttempts?: number;
}

/** A job leased to one worker: only that worker completes or fails it, and only while `attempts` is its attempt. */
export interface ClaimedJob {
  id: number;
  kind: string;
  uniqueKey: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  lockedBy: string;
}

/** What a failed attempt led to: another attempt later, given up, or nothing (the lease was lost meanwhile). */
export type FailOutcome = { retryAt: Date } | 'failed' | 'lost';

export type JobCounts = Record<JobState, number>;

/**
 * The job queue, whatever stores it. `SqlJobQueue` keeps jobs in the application's database (`jobs`); a driver for
 * Redis (BullMQ: add with a jobId, a worker's moveToActive, moveToCompleted/Failed, extendLock, getJobs,
 * getJobCounts, retry) implements the same methods, and the kinds, the worker and the dispatcher stay as they are.
 */
export abstract class JobQueue {
  /** How long a claim lasts before another worker may take the job again (the worker renews it while it runs). */
  abstract readonly leaseMs: number;
  /**
   * Adds a job unless its unique key is taken; true when added. The SQL driver adds it inside `manager`'s
   * transaction when given (the dispatcher's); a driver outside the database relies on the key alone.
   */
  abstract enqueue(job: NewJob, manager?: EntityManager): Promise<boolean>;
  /** The next due job of a kind in `kinds`, leased to `worker` (one worker per job, whatever runs at once), or null. */
  abstract claim(worker: string, kinds: string[]): Promise<ClaimedJob | null>;
  /** Renews the lease of a job still running; false when it was lost. */
  abstract extend(job: ClaimedJob): Promise<boolean>;
  /** The job is done; false when its lease was lost and another worker has it. */
  abstract complete(job: ClaimedJob): Promise<boolean>;
  /** An attempt failed for `reason`: waits `delayMs` and runs again, or is given up at its last attempt. */
  abstract fail(job: ClaimedJob, reason: string, delayMs: number): Promise<FailOutcome>;
  /**
   * Jobs in a state (or all) whose kind or key holds `search`, for the superadmin's view: waiting and running by time
   * to run, the rest newest first.
   */
  abstract list(
    state: JobState | undefined,
    search: string | undefined,
    offset: number,
    limit: number,
  ): Promise<{ items: Job[]; totalCount: number }>;
  abstract counts(): Promise<JobCounts>;
  /** A failed job waits again, now, with a fresh set of attempts (its last error kept). CONFLICT in another state. */
  abstract retry(id: number): Promise<Job>;
  /** Deletes jobs done before `doneBefore` and failed before `failedBefore`; answers how many. */
  abstract prune(doneBefore: Date, failedBefore: Date): Promise<number>;
}
