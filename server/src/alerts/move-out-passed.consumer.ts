import { Injectable, OnModuleInit } from '@nestjs/common';
import { startOfIndiaDay, todayIn } from '../common/calendar';
import { Clock } from '../common/clock';
import { Transactions } from '../common/transactions';
import type { OutboxEventOf } from '../events/domain-events';
import { JobKinds } from '../jobs/job-kinds';
import { CheckoutRecords } from '../ledger/checkout/checkout-records.service';
import { moveOutPassed } from '../ledger/checkout/checkout-rules';
import { moveOutPassedAlert } from './alert-rules';
import { AlertsService } from './alerts.service';
import { addDays } from '@hostel-admin/rules';

type MoveOutSet = OutboxEventOf<'checkout.notice'> | OutboxEventOf<'checkout.extended'>;

/**
 * The job kind `move-out-passed`: a notice (or an extended stay) sets a move-out date; on the day after it, a stay
 * whose refund is still unpaid raises an alert naming the resident for who prepares settlements. A server that was
 * down on that day runs it when it starts again, once (the job is keyed by its event). The rent job bills nothing
 * from the move-out date on meanwhile; Checkout and Dues mark the resident "move-out date passed".
 */
@Injectable()
export class MoveOutPassedAlerts implements OnModuleInit {
  constructor(
    private readonly kinds: JobKinds,
    private readonly transactions: Transactions,
    private readonly alerts: AlertsService,
    private readonly checkouts: CheckoutRecords,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.kinds.register<MoveOutSet>({
      name: 'move-out-passed',
      consumes: ['checkout.notice', 'checkout.extended'],
      runAtFor: (event) => startOfIndiaDay(addDays((event as MoveOutSet).data.moveOutDate, 1)),
      run: (event) => this.check(event),
    });
  }

  /** Raises the alert when the checkout still has this move-out date, it has passed and the refund is unpaid. */
  async check(event: MoveOutSet): Promise<void> {
    const checkout = await this.checkouts.byId(event.data.checkoutId, event.hostelId);
    const { moveOutDate } = event.data;
    if (checkout.moveOutDate !== moveOutDate || !moveOutPassed(checkout, todayIn(this.clock))) return;
    const spec = moveOutPassedAlert({ id: checkout.id, moveOutDate, studentName: event.subject.label });
    await this.transactions.run((manager) => this.alerts.raise(manager, event.hostelId, spec, null));
  }
}
