import { Injectable, OnModuleInit } from '@nestjs/common';
import { Transactions } from '../common/transactions';
import type { OutboxEvent } from '../events/domain-events';
import { JobKinds } from '../jobs/job-kinds';
import { PaymentsBook } from '../ledger/payments-book.service';
import { ALERT_EVENTS, alertOf, AlertSpec, settledKeyOf } from './alert-rules';
import { AlertsService } from './alerts.service';

/**
 * The bell follows events, never a writer: the job kind `alerts` consumes `ALERT_EVENTS` from the outbox, settles
 * what an event dealt with and raises what it asks for, in one transaction; a retried job does nothing twice.
 */
@Injectable()
export class AlertConsumer implements OnModuleInit {
  constructor(
    private readonly kinds: JobKinds,
    private readonly transactions: Transactions,
    private readonly alerts: AlertsService,
    private readonly payments: PaymentsBook,
  ) {}

  onModuleInit() {
    this.kinds.register<OutboxEvent>({ name: 'alerts', consumes: ALERT_EVENTS, run: (event) => this.consume(event) });
  }

  async consume(event: OutboxEvent): Promise<void> {
    const settled = settledKeyOf(event);
    const spec = alertOf(event);
    if (!settled && !spec) return;
    await this.transactions.run(async (manager) => {
      if (settled) await this.alerts.settle(manager, event.hostelId, settled);
      if (spec && (await this.stillOpen(spec, event)))
        await this.alerts.raise(manager, event.hostelId, spec, event.actorUserId);
    });
  }

  /** A job that runs late (a retry) raises nothing for a thing dealt with meanwhile. */
  private async stillOpen(spec: AlertSpec, event: OutboxEvent): Promise<boolean> {
    if (spec.kind === 'payment_pending' && event.kind === 'payment.recorded')
      return (await this.payments.payment(event.data.paymentId, event.hostelId)).status === 'pending';
    return true;
  }
}
