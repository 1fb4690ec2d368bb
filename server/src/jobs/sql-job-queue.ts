import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, LessThan } from 'typeorm';
import { Clock } from '../common/clock';
import { ConflictError, NotFoundError } from '../common/errors';
import { likePattern } from '../common/pagination';
import { Transactions } from '../common/transactions';
import { Job, JOB_STATES, JobState } from './job.entity';
import { ClaimedJob, FailOutcome, JobCounts, JobQueue, NewJob } from './job-queue';
import { DEFAULT_MAX_ATTEMPTS } from './job-kinds';

/** A claim lasts five minutes; the worker renews it every third of that while the job runs. */
export const LEASE_MS = 5 * 60_000;
const GAVE_UP = 'The worker stopped while running it (its lease ran out) and no attempts were left';

/**
 * The job queue in the application's database, the same on PostgreSQL and SQLite. A claim is one UPDATE of the
 * next due row: on PostgreSQL its SELECT takes the row `FOR UPDATE SKIP LOCKED`, so workers of several processes
 * each get another job; SQLite has one writer. A running job whose lease ran out (its process died) is due again.
 */
@Injectable()
export class SqlJobQueue extends JobQueue {
  readonly leaseMs = LEASE_MS;
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {
    super();
    this.postgres = dataSource.options.type === 'postgres';
  }

  async enqueue(job: NewJob, manager?: EntityManager): Promise<boolean> {
    const now = this.clock.now();
    const values = {
      kind: job.kind,
      uniqueKey: job.uniqueKey ?? `${job.kind}:${randomUUID()}`,
      payload: JSON.stringify(job.payload ?? null),
      runAt: job.runAt ?? now,
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      afterKey: job.afterKey ?? null,
      now,
    };
    const insert = async (m: EntityManager) =>
      (
        await this.run(
          m,
          `INSERT INTO jobs (kind, unique_key, payload, state, run_at, attempts, max_attempts, after_key, created_at)
           VALUES (:kind, :uniqueKey, :payload, 'waiting', :runAt, 0, :maxAttempts, :afterKey, :now)
           ON CONFLICT (unique_key) DO NOTHING RETURNING id`,
          values,
        )
      ).length === 1;
    return manager ? insert(manager) : this.transactions.run(insert);
  }

  async claim(worker: string, kinds: string[]): Promise<ClaimedJob | null> {
    if (!kinds.length) return null;
    const now = this.clock.now();
    return this.transactions.run(async (manager) => {
      // A job whose worker died on its last attempt is given up, not run again.
      await this.run(
        manager,
        `UPDATE jobs SET state = 'failed', finished_at = :now, locked_by = NULL, locked_until = NULL, last_error = :reason
         WHERE state = 'running' AND locked_until <= :now AND attempts >= max_attempts`,
        { now, reason: GAVE_UP },
      );
      const due = `j.kind IN (:...kinds) AND (
          (j.state = 'waiting' AND j.run_at <= :now)
          OR (j.state = 'running' AND j.locked_until <= :now AND j.attempts < j.max_attempts))
        AND (j.after_key IS NULL OR NOT EXISTS (
          SELECT 1 FROM jobs b WHERE b.unique_key = j.after_key AND b.state IN ('waiting', 'running')))`;
      const [row] = await this.run(
        manager,
        `UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = :worker, locked_until = :until,
           started_at = :now
         WHERE id = (SELECT j.id FROM jobs j WHERE ${due} ORDER BY j.run_at, j.id LIMIT 1
           ${this.postgres ? 'FOR UPDATE OF j SKIP LOCKED' : ''})
         RETURNING id`,
        { kinds, now, worker, until: new Date(now.getTime() + this.leaseMs) },
      );
      if (!row) return null;
      const job = await manager.findOneByOrFail(Job, { id: Number(row.id) });
      return {
        id: job.id,
        kind: job.kind,
        uniqueKey: job.uniqueKey,
        payload: JSON.parse(job.payload) as unknown,
        attempts: job.attempts,
        maxAttempts: job.maxAttempts,
        lockedBy: worker,
      };
    });
  }

  extend(job: ClaimedJob): Promise<boolean> {
    return this.updateHeld(job, { lockedUntil: new Date(this.clock.now().getTime() + this.leaseMs) });
  }

  complete(job: ClaimedJob): Promise<boolean> {
    return this.updateHeld(job, { state: 'done', finishedAt: this.clock.now(), lockedBy: null, lockedUntil: null });
  }

  async fail(job: ClaimedJob, reason: string, delayMs: number): Promise<FailOutcome> {
    const now = this.clock.now();
    const lastError = reason.slice(0, 1000);
    if (job.attempts >= job.maxAttempts) {
      const held = await this.updateHeld(job, {
        state: 'failed',
        finishedAt: now,
        lockedBy: null,
        lockedUntil: null,
        lastError,
      });
      return held ? 'failed' : 'lost';
    }
    const retryAt = new Date(now.getTime() + delayMs);
    const held = await this.updateHeld(job, {
      state: 'waiting',
      runAt: retryAt,
      lockedBy: null,
      lockedUntil: null,
      lastError,
    });
    return held ? { retryAt } : 'lost';
  }

  async list(state: JobState | undefined, search: string | undefined, offset: number, limit: number) {
    const query = this.dataSource.manager.createQueryBuilder(Job, 'job');
    if (state) query.andWhere('job.state = :state', { state });
    if (search)
      query.andWhere(`(lower(job.kind) LIKE :pattern ESCAPE '\\' OR lower(job.uniqueKey) LIKE :pattern ESCAPE '\\')`, {
        pattern: likePattern(search),
      });
    if (state === 'waiting' || state === 'running') query.orderBy('job.runAt', 'ASC').addOrderBy('job.id', 'ASC');
    else query.orderBy('job.id', 'DESC');
    const [items, totalCount] = await query.skip(offset).take(limit).getManyAndCount();
    return { items, totalCount };
  }

  async counts(): Promise<JobCounts> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(Job, 'job')
      .select('job.state', 'state')
      .addSelect('COUNT(*)', 'n')
      .groupBy('job.state')
      .getRawMany<{ state: JobState; n: number | string }>();
    const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as JobCounts;
    for (const row of rows) counts[row.state] = Number(row.n);
    return counts;
  }

  async retry(id: number): Promise<Job> {
    return this.transactions.run(async (manager) => {
      const { affected } = await manager.update(
        Job,
        { id, state: 'failed' },
        { state: 'waiting', runAt: this.clock.now(), attempts: 0, finishedAt: null },
      );
      const job = await manager.findOneBy(Job, { id });
      if (!job) throw new NotFoundError('Job', 'id');
      if (!affected) throw new ConflictError(`Only a failed job can be retried; this one is ${job.state}.`, 'id');
      return job;
    });
  }

  async prune(doneBefore: Date, failedBefore: Date): Promise<number> {
    return this.transactions.run(async (manager) => {
      const done = await manager.delete(Job, { state: 'done', finishedAt: LessThan(doneBefore) });
      const failed = await manager.delete(Job, { state: 'failed', finishedAt: LessThan(failedBefore) });
      return (done.affected ?? 0) + (failed.affected ?? 0);
    });
  }

  /** Changes a job only while `job`'s claim holds it (running, the same worker and attempt). */
  private updateHeld(job: ClaimedJob, values: Partial<Job>): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const { affected } = await manager.update(
        Job,
        { id: job.id, state: 'running', lockedBy: job.lockedBy, attempts: job.attempts },
        values,
      );
      return affected === 1;
    });
  }

  /** Runs SQL with named parameters through the transaction's connection; answers the rows it returned. */
  private async run(manager: EntityManager, sql: string, parameters: Record<string, unknown>) {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, parameters);
    const result = await manager.queryRunner!.query(text, values, true);
    return (result.records ?? []) as { id: number | string }[];
  }
}
