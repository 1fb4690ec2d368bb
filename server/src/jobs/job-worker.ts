import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { backoffMs, JobKinds } from './job-kinds';
import { ClaimedJob, JobQueue } from './job-queue';
import { OutboxDispatcher } from './outbox-dispatcher';
import { RecurringJobs } from './recurring-jobs';
import { OutboxSignal } from '../common/outbox-signal';

/** How often an idle worker looks for work: other processes' events reach their consumers within this time. */
const POLL_MS = 5_000;
/** Jobs one round runs at most before it lets the next round schedule and dispatch. */
const ROUND = 100;

/**
 * The process's worker: each round schedules the recurring kinds' current slots, dispatches the outbox and runs the
 * jobs due, one at a time, renewing each one's lease while it runs. Started after the app is up when RUN_JOBS is on
 * (off in tests: they call `runDue` with their clock). Any number of processes may run one.
 */
@Injectable()
export class JobWorker implements OnModuleDestroy {
  /** Who holds a claim: host, process and a random part (two workers in one process differ). */
  readonly id = `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly logger = new Logger('JobWorker');
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<number> | null = null;
  private stopListening: (() => void) | null = null;
  /** A commit signalled while a round ran (it may have dispatched before the row): one more round after it. */
  private again = false;
  private chasing = false;

  constructor(
    private readonly queue: JobQueue,
    private readonly kinds: JobKinds,
    private readonly recurring: RecurringJobs,
    private readonly dispatcher: OutboxDispatcher,
    private readonly signal: OutboxSignal,
  ) {}

  /**
   * Runs a round now, then every few seconds, and right after a commit of this process writes an outbox row
   * (`OutboxSignal`); a round that fails (the database away) is logged and tried again.
   */
  start(): Promise<void> {
    this.timer = setInterval(() => void this.logged(), POLL_MS);
    this.timer.unref();
    this.stopListening = this.signal.listen(() => this.chase());
    return this.logged();
  }

  private logged(): Promise<void> {
    return this.runDue().then(
      () => undefined,
      (error: unknown) => this.logger.error(`A round of the job queue failed: ${String(error)}`),
    );
  }

  /** Rounds until no commit signalled during the last one; one chase at a time. */
  private chase(): void {
    this.again = true;
    if (this.chasing) return;
    this.chasing = true;
    void (async () => {
      while (this.again && this.timer) {
        this.again = false;
        await this.round?.catch(() => undefined);
        await this.logged();
      }
      this.chasing = false;
    })();
  }

  /** One round (a round already under way is awaited instead); answers how many jobs ran. */
  runDue(): Promise<number> {
    this.round ??= this.oneRound().finally(() => (this.round = null));
    return this.round;
  }

  private async oneRound(): Promise<number> {
    await this.recurring.schedule();
    await this.dispatcher.dispatch();
    let ran = 0;
    for (; ran < ROUND; ran++) {
      const job = await this.queue.claim(this.id, this.kinds.names());
      if (!job) break;
      await this.runOne(job);
    }
    return ran;
  }

  /** Runs a claimed job: done, or failed with its reason (retried after the kind's back-off, or given up). */
  async runOne(job: ClaimedJob): Promise<void> {
    const kind = this.kinds.get(job.kind);
    const renew = setInterval(() => void this.queue.extend(job).catch(() => undefined), this.queue.leaseMs / 3);
    renew.unref();
    try {
      await kind.run(job.payload, job);
      if (!(await this.queue.complete(job)))
        this.logger.warn(`Job ${job.id} (${job.kind}) was done after its lease ran out`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await this.queue.fail(job, reason, backoffMs(kind, job.attempts));
      const what =
        outcome === 'failed'
          ? 'given up'
          : outcome === 'lost'
            ? 'lost its lease'
            : `retried at ${outcome.retryAt.toISOString()}`;
      this.logger.error(
        `Job ${job.id} (${job.kind}) attempt ${job.attempts} of ${job.maxAttempts} failed, ${what}: ${reason}`,
      );
    } finally {
      clearInterval(renew);
    }
  }

  async onModuleDestroy() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopListening?.();
    await this.round?.catch(() => undefined);
  }
}
