import { Injectable } from '@nestjs/common';
import type { EventKind, OutboxEvent } from '../events/domain-events';
import type { ClaimedJob, NewJob } from './job-queue';

/** How often a recurring kind runs: one job per run slot (an hour, a day in UTC). */
export type Every = 'hour' | 'day';

/** A kind of job: what runs it and how it is retried. Registered once per process (`JobKinds.register`). */
export interface JobKind<P = unknown> {
  /** The kind's name, stored with each job: 'rent-billing'. */
  name: string;
  /** Does the work; a throw is a failed attempt. Handlers are idempotent: a job whose worker died runs again. */
  run(payload: P, job: ClaimedJob): Promise<unknown>;
  /** Attempts before the job is given up (failed, its last error kept). Default 5. */
  maxAttempts?: number;
  /** Exponential back-off between attempts: `baseMs` × 2^(attempt − 1), at most `maxMs`. Default 30 s to 1 h. */
  backoff?: { baseMs: number; maxMs: number };
  /** Recurring: the queue enqueues one job per slot (unique key `name:slot`), whichever process gets there first. */
  every?: Every;
  /** Recurring: this slot's job waits until that kind's job of the same slot is done or failed. */
  after?: string;
  /** An event consumer: the dispatcher enqueues one job per outbox event of these kinds, the event as its payload. */
  consumes?: readonly EventKind[];
  /** A consumer's time to run for an event (default: at once); null: nothing to do for it. */
  runAtFor?: (event: OutboxEvent, now: Date) => Date | null;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_BACKOFF = { baseMs: 30_000, maxMs: 60 * 60_000 };

/** How long to wait after failed attempt number `attempt` (1 for the first): doubling from the base, capped. */
export function backoffMs(kind: Pick<JobKind, 'backoff'>, attempt: number): number {
  const { baseMs, maxMs } = kind.backoff ?? DEFAULT_BACKOFF;
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** Every kind this process runs. Modules register theirs when they start (`onModuleInit`). */
@Injectable()
export class JobKinds {
  private readonly kinds = new Map<string, JobKind>();

  register<P>(kind: JobKind<P>): void {
    if (this.kinds.has(kind.name)) throw new Error(`Job kind ${kind.name} is registered twice`);
    if (kind.after && !kind.every) throw new Error(`Job kind ${kind.name}: only a recurring kind runs after another`);
    this.kinds.set(kind.name, kind as JobKind);
  }

  get(name: string): JobKind {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`No job kind ${name}`);
    return kind;
  }

  /** A job of the kind, with its attempts. */
  job(name: string, job: Omit<NewJob, 'kind' | 'maxAttempts'> = {}): NewJob {
    return { ...job, kind: name, maxAttempts: this.get(name).maxAttempts ?? DEFAULT_MAX_ATTEMPTS };
  }

  names(): string[] {
    return [...this.kinds.keys()];
  }

  recurring(): JobKind[] {
    return [...this.kinds.values()].filter((kind) => kind.every);
  }

  consumersOf(event: EventKind): JobKind[] {
    return [...this.kinds.values()].filter((kind) => kind.consumes?.includes(event));
  }
}
