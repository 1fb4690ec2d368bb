import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { EventSubject } from '../../events/domain-events';
import { Events } from '../../events/events.service';
import { JobKinds } from '../../jobs/job-kinds';
import { jobCaller, type Caller } from '../../common/caller';
import { dateInIndia, todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { Transactions } from '../../common/transactions';
import type { Hostel } from '../../hostels/hostel.entity';
import { HostelsService } from '../../hostels/hostels.service';
import { PLANS } from '../../hostels/plans';
import {
  lockSubscription,
  SubscriptionInvoices,
} from '../../ledger/subscription-invoices/subscription-invoices.service';
import { periodAt } from '../../rent/rent-periods';

/**
 * Issues each hostel's subscription invoice for every monthly period that has started, at the plan in force
 * then: a plan chosen for the next period comes into force when that period starts (next-cycle, no proration).
 * The Custom plan is invoiced by arrangement, not here. Idempotent: one invoice per hostel and period. The hourly job
 * kind `subscription-invoices` (registered here) and the mutation `issueSubscriptionInvoices` call `issue`.
 */
@Injectable()
export class SubscriptionInvoicing implements OnModuleInit {
  private readonly logger = new Logger('SubscriptionInvoicing');

  constructor(
    private readonly transactions: Transactions,
    private readonly hostels: HostelsService,
    private readonly invoices: SubscriptionInvoices,
    private readonly events: Events,
    private readonly clock: Clock,
    private readonly kinds: JobKinds,
  ) {}

  onModuleInit() {
    this.kinds.register({ name: 'subscription-invoices', every: 'hour', run: () => this.issue() });
  }

  /**
   * Issues the hostel's invoices (every hostel's without one); answers how many it issued. Each hostel's run is a
   * transaction under the subscription lock, so runs at once (the hourly job, the mutation, two servers) take
   * turns and each invoice is counted and logged by the run that issued it. The actor is who asked (none for the
   * hourly job).
   */
  async issue(
    hostelId?: number,
    caller: Caller = jobCaller('subscription-invoices', hostelId, ['subscription.invoices']),
  ): Promise<number> {
    const today = todayIn(this.clock);
    let issued = 0;
    for (const id of hostelId === undefined ? await this.hostels.allIds() : [hostelId]) {
      issued += await this.transactions.run(async (manager) => {
        await lockSubscription(manager, id);
        const hostel = await this.hostels.getById(id, manager);
        const since = hostel.subscriptionSince ?? dateInIndia(hostel.createdAt);
        const done = await this.invoices.issuedStarts(manager, id);
        let plan = hostel.subscriptionPlan;
        let count = 0;
        for (let k = 0; ; k++) {
          const period = periodAt(since, k);
          if (period.startDate > today) break;
          if (hostel.nextPlan && hostel.nextPlanFrom && hostel.nextPlanFrom <= period.startDate) {
            await this.hostels.switchToNextPlan(manager, hostel);
            await this.events.emit(manager, {
              kind: 'subscription.plan_changed',
              actor: caller,
              subject: subjectOf(hostel, `${PLANS[hostel.nextPlan].name} in force from ${period.startDate}`),
              data: { plan: hostel.nextPlan, from: period.startDate, inForce: true },
            });
            plan = hostel.nextPlan;
            hostel.nextPlan = null;
          }
          const price = PLANS[plan].pricePaise;
          if (price === null || done.has(period.startDate)) continue;
          await this.invoices.issue(manager, id, plan, price, period);
          count++;
        }
        if (count)
          await this.events.emit(manager, {
            kind: 'subscription.invoices_issued',
            actor: caller,
            subject: subjectOf(hostel, `${count} subscription invoice${count === 1 ? '' : 's'} issued`),
            data: { count },
          });
        return count;
      });
    }
    if (issued) this.logger.log(`Issued ${issued} subscription invoices`);
    return issued;
  }
}

const subjectOf = (hostel: Hostel, detail: string): EventSubject => ({
  type: 'hostel',
  id: hostel.id,
  hostelId: hostel.id,
  label: hostel.name,
  detail,
});
