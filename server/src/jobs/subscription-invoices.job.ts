import { Injectable, Logger } from '@nestjs/common';
import { dateInIndia, todayIn } from '../common/calendar';
import { Clock } from '../common/clock';
import { Transactions } from '../common/transactions';
import { HostelsService } from '../hostels/hostels.service';
import { PLANS } from '../hostels/plans';
import { SubscriptionInvoices } from '../ledger/subscription-invoices.service';
import { periodAt } from '../rent/rent-periods';

/**
 * Issues each hostel's subscription invoice for every monthly period that has started, at the plan in force
 * then: a plan chosen for the next period comes into force when that period starts (next-cycle, no proration).
 * The Custom plan is invoiced by arrangement, not here. Idempotent: one invoice per hostel and period.
 */
@Injectable()
export class SubscriptionInvoicesJob {
  private readonly logger = new Logger('SubscriptionInvoicesJob');

  constructor(
    private readonly transactions: Transactions,
    private readonly hostels: HostelsService,
    private readonly invoices: SubscriptionInvoices,
    private readonly clock: Clock,
  ) {}

  async run(hostelId?: number): Promise<number> {
    const today = todayIn(this.clock);
    let issued = 0;
    for (const id of hostelId === undefined ? await this.hostels.allIds() : [hostelId]) {
      issued += await this.transactions.run(async (manager) => {
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
            plan = hostel.nextPlan;
            hostel.nextPlan = null;
          }
          const price = PLANS[plan].pricePaise;
          if (price === null || done.has(period.startDate)) continue;
          await this.invoices.issue(manager, id, plan, price, period);
          count++;
        }
        return count;
      });
    }
    if (issued) this.logger.log(`Issued ${issued} subscription invoices`);
    return issued;
  }
}
