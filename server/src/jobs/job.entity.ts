import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const JOB_STATES = ['waiting', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** One unit of work of a kind (jobs/job-kinds.ts): waiting until `runAt`, running under a lease, done or failed. */
@Entity('jobs')
export class Job {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 60 })
  kind: string;

  /** Once-only: a second enqueue with this key is ignored (a run slot, an event's consumer). */
  @Column({ name: 'unique_key', type: 'varchar', length: 200 })
  uniqueKey: string;

  /** JSON, read by the kind's handler. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 8 })
  state: JobState;

  /** Not claimed before this instant (a retry's back-off, a scheduled time). */
  @Column({ name: 'run_at', type: 'datetime' })
  runAt: Date;

  /** Claims so far, counting the running one. */
  @Column({ type: 'integer' })
  attempts: number;

  @Column({ name: 'max_attempts', type: 'integer' })
  maxAttempts: number;

  /** Why the last attempt failed (kept after a retry succeeds, and when the job is given up). */
  @Column({ name: 'last_error', type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  /** A running job's lease: after it the worker is taken to have died, and the job is claimed again. */
  @Column({ name: 'locked_until', type: 'datetime', nullable: true })
  lockedUntil: Date | null;

  /** The worker holding the lease (host, process and a random part). */
  @Column({ name: 'locked_by', type: 'varchar', length: 100, nullable: true })
  lockedBy: string | null;

  /** The unique key of a job that must be done or failed before this one is claimed. */
  @Column({ name: 'after_key', type: 'varchar', length: 200, nullable: true })
  afterKey: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'started_at', type: 'datetime', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
