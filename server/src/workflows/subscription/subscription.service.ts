import { Injectable } from '@nestjs/common';
import { Events } from '../../events/events.service';
import type { Caller } from '../../common/caller';
import { dateInIndia, todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { ConflictError } from '../../common/errors';
import { offsetOf } from '../../common/pagination';
import { Transactions } from '../../common/transactions';
import type { Hostel } from '../../hostels/hostel.entity';
import { HostelsService } from '../../hostels/hostels.service';
import { PLANS } from '../../hostels/plans';
import type { SubscriptionInvoice } from '../../ledger/subscription-invoices/subscription-invoice.entity';
import {
  lockSubscription,
  SubscriptionInvoices,
} from '../../ledger/subscription-invoices/subscription-invoices.service';
import { periodAt } from '../../rent/rent-periods';
import type {
  HostelSubscriptionModel,
  SubscriptionInvoiceModel,
  SubscriptionInvoicesArgs,
} from './subscription.models';
import { Money, type SubscriptionPlan } from '@hostel-admin/rules';

/** Subscription Settings and Billing History: the plan, a change for the next period, invoices and their payment. */
@Injectable()
export class SubscriptionService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly hostels: HostelsService,
    private readonly invoices: SubscriptionInvoices,
    private readonly events: Events,
  ) {}

  async overview(caller: Caller): Promise<HostelSubscriptionModel> {
    return this.view(await this.hostels.getById(caller.hostelId));
  }

  /**
   * Chooses a plan for the next period: next-cycle, no proration (the current period stays as invoiced). Choosing
   * the current plan again cancels a change not yet in force; choosing the plan already chosen changes nothing.
   */
  async changePlan(caller: Caller, plan: SubscriptionPlan): Promise<HostelSubscriptionModel> {
    return this.transactions.run(async (manager) => {
      await lockSubscription(manager, caller.hostelId);
      const hostel = await this.hostels.getById(caller.hostelId, manager);
      // The plan already chosen again (a double tap, a second admin): it stays chosen, logged once.
      if (plan === hostel.nextPlan) return this.view(hostel);
      const next = this.period(hostel, 1);
      let detail: string;
      if (plan === hostel.subscriptionPlan) {
        if (!hostel.nextPlan) throw new ConflictError(`The hostel is already on the ${PLANS[plan].name}.`, 'plan');
        await this.hostels.setNextPlan(manager, hostel.id, null, null);
        detail = `Stays on the ${PLANS[plan].name}: the change to the ${PLANS[hostel.nextPlan].name} is cancelled`;
      } else {
        await this.hostels.setNextPlan(manager, hostel.id, plan, next.startDate);
        detail = `${PLANS[hostel.subscriptionPlan].name} to ${PLANS[plan].name} from ${next.startDate}`;
      }
      await this.events.emit(manager, {
        kind: 'subscription.plan_changed',
        actor: caller,
        subject: { type: 'hostel', id: hostel.id, hostelId: hostel.id, label: hostel.name, detail },
        data: { plan, from: next.startDate, inForce: false },
      });
      return this.view(await this.hostels.getById(hostel.id, manager));
    });
  }

  /** The caller's hostel's invoices; a superadmin sees every hostel's. */
  async list(caller: Caller, args: SubscriptionInvoicesArgs) {
    const { items, totalCount } = await this.invoices.list(caller.scope, args.search, offsetOf(args), args.pageSize);
    return { items: items.map(toModel), totalCount };
  }

  /** A superadmin marks an invoice paid; the entry is in the activity log of the invoice's hostel. */
  async markPaid(caller: Caller, id: number): Promise<SubscriptionInvoiceModel> {
    return this.transactions.run(async (manager) => {
      const invoice = await this.invoices.markPaid(manager, caller, id);
      const hostel = await this.hostels.getById(invoice.hostelId, manager);
      await this.events.emit(manager, {
        kind: 'subscription.invoice_paid',
        actor: caller,
        subject: {
          type: 'hostel',
          id: hostel.id,
          hostelId: hostel.id,
          label: hostel.name,
          detail: `${PLANS[invoice.plan].name} ${Money.format(invoice.amountPaise)} for ${invoice.periodStart} to ${invoice.periodEnd} marked paid`,
        },
        data: { invoiceId: invoice.id, amountPaise: invoice.amountPaise, periodStart: invoice.periodStart },
      });
      return toModel(invoice);
    });
  }

  private view(hostel: Hostel): HostelSubscriptionModel {
    const current = this.period(hostel, 0);
    const plan = PLANS[hostel.subscriptionPlan];
    return {
      id: hostel.id,
      plan: hostel.subscriptionPlan,
      planName: plan.name,
      pricePaise: plan.pricePaise,
      periodStart: current.startDate,
      periodEnd: current.endDate,
      nextPlan: hostel.nextPlan,
      nextPlanFrom: hostel.nextPlanFrom,
      plans: (Object.keys(PLANS) as SubscriptionPlan[]).map((id) => ({ id, ...PLANS[id] })),
    };
  }

  /** The current period (offset 0) or one after it. */
  private period(hostel: Hostel, offset: number) {
    const since = hostel.subscriptionSince ?? dateInIndia(hostel.createdAt);
    const today = todayIn(this.clock);
    let k = 0;
    while (periodAt(since, k + 1).startDate <= today) k++;
    return periodAt(since, k + offset);
  }
}

function toModel(invoice: SubscriptionInvoice): SubscriptionInvoiceModel {
  return {
    id: invoice.id,
    plan: invoice.plan,
    planName: PLANS[invoice.plan].name,
    amountPaise: invoice.amountPaise,
    purchaseDate: invoice.periodStart,
    endDate: invoice.periodEnd,
    status: invoice.status,
    paidAt: invoice.paidAt,
    hostelId: invoice.hostelId,
  };
}
