import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock';
import { Transactions } from '../common/transactions';
import type { OutboxEvent, OutboxEventOf } from '../events/domain-events';
import { JobKinds } from '../jobs/job-kinds';
import { JobQueue } from '../jobs/job-queue';
import { PaymentsBook } from '../ledger/payments/payments-book.service';
import { RequestsService } from '../requests/requests.service';
import { ALERT_EVENTS, alertOf, AlertSpec, overdueAlert, settledKeysOf } from './alert-rules';
import { AlertsService } from './alerts.service';

/** The job kind that raises a request's overdue alert when its target time comes, if it is still open then. */
export const REQUEST_OVERDUE_JOB = 'request-overdue';

/**
 * The bell follows events, never a writer: the job kind `alerts` consumes `ALERT_EVENTS` from the outbox, settles
 * what an event dealt with and raises what it asks for, in one transaction; a retried job does nothing twice. The
 * kind `request-overdue` consumes `request.raised` at the request's due time (one job per request, its event's key).
 */
@Injectable()
export class AlertConsumer implements OnModuleInit {
  constructor(
    private readonly kinds: JobKinds,
    private readonly queue: JobQueue,
    private readonly transactions: Transactions,
    private readonly alerts: AlertsService,
    private readonly payments: PaymentsBook,
    private readonly requests: RequestsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.kinds.register<OutboxEvent>({ name: 'alerts', consumes: ALERT_EVENTS, run: (event) => this.consume(event) });
    this.kinds.register<OutboxEventOf<'request.raised'>>({
      name: REQUEST_OVERDUE_JOB,
      consumes: ['request.raised'],
      runAtFor: (event) => (event.kind === 'request.raised' ? new Date(event.data.dueAt) : null),
      run: (event, job) => this.overdue(event, job.uniqueKey),
    });
  }

  async consume(event: OutboxEvent): Promise<void> {
    const settled = settledKeysOf(event);
    const spec = alertOf(event);
    if (!settled.length && !spec) return;
    await this.transactions.run(async (manager) => {
      for (const key of settled) await this.alerts.settle(manager, event.hostelId, key);
      if (spec && (await this.stillOpen(spec, event)))
        await this.alerts.raise(manager, event.hostelId, spec, event.actorUserId);
    });
  }

  /**
   * A request's due time came: still open, everyone who deals with requests hears it is overdue. A target raised
   * since moves the due time on: the job waits again for it (once per due time), and a completed request raises
   * nothing.
   */
  async overdue(event: OutboxEventOf<'request.raised'>, key: string): Promise<void> {
    const request = await this.requests.openRequest(event.data.requestId);
    if (!request) return;
    const runAt = request.dueAt;
    if (runAt.getTime() > this.clock.now().getTime()) {
      await this.queue.enqueue(
        this.kinds.job(REQUEST_OVERDUE_JOB, { uniqueKey: `${key}:${runAt.toISOString()}`, payload: event, runAt }),
      );
      return;
    }
    await this.transactions.run((manager) => this.alerts.raise(manager, event.hostelId, overdueAlert(request), null));
  }

  /** A job that runs late (a retry) raises nothing for a thing dealt with meanwhile. */
  private async stillOpen(spec: AlertSpec, event: OutboxEvent): Promise<boolean> {
    if (spec.kind === 'payment_pending' && event.kind === 'payment.recorded')
      return (await this.payments.payment(event.data.paymentId, event.hostelId)).status === 'pending';
    if (spec.kind === 'request_new' && event.kind === 'request.raised')
      return (await this.requests.openRequest(event.data.requestId)) !== null;
    return true;
  }
}
