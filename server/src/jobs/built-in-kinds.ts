import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock';
import { Transactions } from '../common/transactions';
import { Outbox } from '../events/outbox.service';
import { JobKinds } from './job-kinds';
import { JobQueue } from './job-queue';

const DAY_MS = 86_400_000;
/** Done jobs and dispatched events are kept this long; failed jobs longer, for a superadmin to read and retry. */
const KEEP_DONE_MS = 7 * DAY_MS;
const KEEP_FAILED_MS = 30 * DAY_MS;

/**
 * The queue's own kind: daily `jobs-prune`. The queue knows no domain: each domain registers its kinds when its
 * module starts (rent billing in ledger/, stays that end and passed move-out dates in workflows/checkout and alerts/,
 * subscription invoices in workflows/subscription, notifications, request targets).
 */
@Injectable()
export class BuiltInJobKinds implements OnModuleInit {
  constructor(
    private readonly kinds: JobKinds,
    private readonly queue: JobQueue,
    private readonly transactions: Transactions,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.kinds.register({ name: 'jobs-prune', every: 'day', run: () => this.prune() });
  }

  private async prune() {
    const now = this.clock.now().getTime();
    const before = new Date(now - KEEP_DONE_MS);
    await this.queue.prune(before, new Date(now - KEEP_FAILED_MS));
    await this.transactions.run((manager) => this.outbox.prune(manager, before));
  }
}
