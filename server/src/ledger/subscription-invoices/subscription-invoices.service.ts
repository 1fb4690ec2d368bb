import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { advisoryLock } from '../../common/advisory-lock';
import type { Caller } from '../../common/caller';
import { Clock } from '../../common/clock';
import { ConflictError, NotFoundError } from '../../common/errors';
import { likePattern } from '../../common/pagination';
import { SubscriptionInvoice } from './subscription-invoice.entity';
import { PLAN_NAMES, type SubscriptionPlan } from '@hostel-admin/rules';

/**
 * Serialises what changes a hostel's subscription (a plan chosen, invoices issued and the plan switched) until the
 * transaction ends: take it before reading the hostel.
 */
export function lockSubscription(manager: EntityManager, hostelId: number): Promise<void> {
  return advisoryLock(manager, `subscription:${hostelId}`);
}

/** The ledger's subscription invoices: issued once per hostel and period (a unique key), marked paid by a superadmin. */
@Injectable()
export class SubscriptionInvoices {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Issues the period's invoice unless it exists (the job may run twice, or on two servers: the key keeps one). */
  async issue(
    manager: EntityManager,
    hostelId: number,
    plan: SubscriptionPlan,
    amountPaise: number,
    period: { startDate: string; endDate: string },
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(SubscriptionInvoice)
      .values({
        hostelId,
        plan,
        amountPaise,
        periodStart: period.startDate,
        periodEnd: period.endDate,
        status: 'pending',
      })
      .orIgnore()
      .execute();
  }

  /** The period starts a hostel has invoices for. */
  async issuedStarts(manager: EntityManager, hostelId: number): Promise<Set<string>> {
    const rows = await manager.find(SubscriptionInvoice, { select: { periodStart: true }, where: { hostelId } });
    return new Set(rows.map((r) => r.periodStart));
  }

  /** A hostel's invoices (every hostel's for undefined), newest first. */
  async list(hostelId: number | undefined, search: string | null | undefined, skip: number, take: number) {
    const query = this.dataSource.manager.createQueryBuilder(SubscriptionInvoice, 'i');
    if (hostelId !== undefined) query.andWhere('i.hostel_id = :hostelId', { hostelId });
    const term = search?.trim().toLowerCase();
    if (term) {
      // The plan by its name as Billing History shows it ("Premium Plan"), the status, or a date of the period.
      const plans = (Object.keys(PLAN_NAMES) as SubscriptionPlan[]).filter((plan) =>
        PLAN_NAMES[plan].toLowerCase().includes(term),
      );
      const matches = [
        `i.status LIKE :pattern ESCAPE '\\'`,
        `i.period_start LIKE :pattern ESCAPE '\\'`,
        `i.period_end LIKE :pattern ESCAPE '\\'`,
      ];
      if (plans.length > 0) matches.push('i.plan IN (:...plans)');
      query.andWhere(`(${matches.join(' OR ')})`, { pattern: likePattern(term), plans });
    }
    const [items, totalCount] = await query
      .orderBy('i.period_start', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return { items, totalCount };
  }

  /**
   * Marks a pending invoice paid. The status is checked in the UPDATE itself, so of two marks sent at once only one
   * changes the row; the other is a CONFLICT.
   */
  async markPaid(manager: EntityManager, caller: Caller, id: number): Promise<SubscriptionInvoice> {
    const invoice = await manager.findOneBy(SubscriptionInvoice, { id });
    if (!invoice) throw new NotFoundError('Invoice', 'id');
    const marked = await manager
      .createQueryBuilder()
      .update(SubscriptionInvoice)
      .set({ status: 'paid', paidAt: this.clock.now(), paidMarkedBy: caller.actorId })
      .where('id = :id AND status = :pending', { id, pending: 'pending' })
      .execute();
    if (marked.affected !== 1) throw new ConflictError('This invoice is already paid.', 'id');
    return manager.findOneByOrFail(SubscriptionInvoice, { id });
  }
}
