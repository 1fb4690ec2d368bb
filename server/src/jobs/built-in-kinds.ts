import { Injectable, OnModuleInit } from '@nestjs/common';
import { dateInIndia } from '../common/calendar';
import { Clock } from '../common/clock';
import { Transactions } from '../common/transactions';
import type { OutboxEventOf } from '../events/domain-events';
import { Outbox } from '../events/outbox.service';
import { JobKinds } from './job-kinds';
import { JobQueue } from './job-queue';
import { RentBillingJob } from './rent-billing.job';
import { StayEndsJob } from './stay-ends.job';
import { SubscriptionInvoicesJob } from './subscription-invoices.job';

const DAY_MS = 86_400_000;
/** Done jobs and dispatched events are kept this long; failed jobs longer, for a superadmin to read and retry. */
const KEEP_DONE_MS = 7 * DAY_MS;
const KEEP_FAILED_MS = 30 * DAY_MS;

/** Midnight in India starting `date` (YYYY-MM-DD). */
const startOfIndiaDay = (date: string) => new Date(`${date}T00:00:00.000+05:30`);

/**
 * The kinds the server runs today. Hourly: `stay-ends` then `rent-billing` (in each hour, rent is billed after the
 * stays that end have ended, so never past a move-out date) and `subscription-invoices`; daily `jobs-prune`. One
 * event consumer: `stay-end`, which ends a stay at midnight of its move-out date when the refund was paid earlier.
 */
@Injectable()
export class BuiltInJobKinds implements OnModuleInit {
  constructor(
    private readonly kinds: JobKinds,
    private readonly queue: JobQueue,
    private readonly transactions: Transactions,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly stayEnds: StayEndsJob,
    private readonly rent: RentBillingJob,
    private readonly invoices: SubscriptionInvoicesJob,
  ) {}

  onModuleInit() {
    this.kinds.register({ name: 'stay-ends', every: 'hour', run: () => this.stayEnds.run() });
    this.kinds.register({ name: 'rent-billing', every: 'hour', after: 'stay-ends', run: () => this.rent.run() });
    this.kinds.register({ name: 'subscription-invoices', every: 'hour', run: () => this.invoices.run() });
    this.kinds.register({ name: 'jobs-prune', every: 'day', run: () => this.prune() });
    this.kinds.register<OutboxEventOf<'checkout.refunded'>>({
      name: 'stay-end',
      consumes: ['checkout.refunded'],
      // A refund paid on or after the move-out date ended the stay in its own transaction.
      runAtFor: (event) => {
        const { moveOutDate } = (event as OutboxEventOf<'checkout.refunded'>).data;
        return moveOutDate > dateInIndia(new Date(event.occurredAt)) ? startOfIndiaDay(moveOutDate) : null;
      },
      run: (event) => this.stayEnds.run(event.data.checkoutId),
    });
  }

  private async prune() {
    const now = this.clock.now().getTime();
    const before = new Date(now - KEEP_DONE_MS);
    await this.queue.prune(before, new Date(now - KEEP_FAILED_MS));
    await this.transactions.run((manager) => this.outbox.prune(manager, before));
  }
}
