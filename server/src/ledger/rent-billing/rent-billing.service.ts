import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Caller } from '../common/caller';
import { Charge } from './charge.entity';
import { LedgerBook } from './ledger-book.service';
import {
  daysNote,
  lastPeriodExcess,
  periodsStarted,
  periodsToBill,
  rentAfterStay,
  RentSchedule,
  ReschedulePlan,
  reschedulePlan,
  RESCHEDULED,
} from './ledger-schedule';
import { readableDate } from '@hostel-admin/rules';

/**
 * Rent billing: the only writer of rent charges and of the reversal rows that take rent back (a changed schedule,
 * the end of a stay). Writes run inside the caller's transaction, after the resident's lock.
 */
@Injectable()
export class RentBilling {
  constructor(private readonly book: LedgerBook) {}

  /**
   * Bills every rent period that has started by `today` and is not billed yet, from the schedule's first day.
   * Idempotent: the database allows one rent charge per resident and period, so a second run (or a second
   * server) inserts nothing. A rent of 0 bills nothing. Answers how many periods it billed.
   */
  async billRent(
    manager: EntityManager,
    schedule: RentSchedule,
    today: string,
    caller: Caller | null = null,
  ): Promise<number> {
    const starts = periodsStarted(schedule, today);
    if (!starts.length) return 0;
    const billed = new Set(
      (
        await manager.find(Charge, {
          select: { rentPeriod: true },
          where: { studentId: schedule.studentId, kind: 'rent' },
        })
      ).map((c) => c.rentPeriod),
    );
    if (starts.every((p) => billed.has(p.startDate))) return 0;
    const rents = await this.book.appliedRents(manager, schedule.studentId);
    const charged = periodsToBill(schedule, today, billed, rents);
    if (!charged.length) return 0;
    await manager
      .createQueryBuilder()
      .insert()
      .into(Charge)
      .values(
        charged.map(({ period, amountPaise }) => ({
          hostelId: schedule.hostelId,
          studentId: schedule.studentId,
          kind: 'rent' as const,
          rentPeriod: period.startDate,
          periodEnd: period.endDate,
          label: `Rent ${period.label}${noteOf(period, schedule)}`,
          amountPaise,
          dueDate: period.startDate,
          createdBy: caller?.actorId ?? null,
        })),
      )
      .orIgnore()
      .execute();
    await this.book.project(manager, schedule.studentId, schedule.hostelId);
    return charged.length;
  }

  /**
   * Brings the billed rent in line with a changed schedule (a corrected move-in date or "bill rent from"), inside
   * the caller's transaction: a billed period the schedule no longer has is reversed (a new row taking its amount
   * back, with the reason), one it has again is billed again, and new periods are billed. Nothing is edited.
   */
  async reschedule(manager: EntityManager, schedule: RentSchedule, today: string, caller: Caller): Promise<void> {
    const { adjustments } = await this.planReschedule(manager, schedule, today);
    await this.insertReversals(manager, adjustments, RESCHEDULED, today, caller);
    if (!(await this.billRent(manager, schedule, today, caller)))
      await this.book.project(manager, schedule.studentId, schedule.hostelId);
  }

  /**
   * What `reschedule` would write for this schedule, under the resident's lock and without writing anything: so a
   * caller can tell a change that takes billed rent back before it applies it.
   */
  async planReschedule(manager: EntityManager, schedule: RentSchedule, today: string): Promise<ReschedulePlan> {
    await this.book.lock(manager, schedule.studentId);
    return reschedulePlan(await this.book.state(manager, schedule.studentId), schedule, today);
  }

  /**
   * The stay ended on `moveOutDate`: rent billed for a period starting on or after it (the hourly job bills until
   * the refund archives the resident) is reversed, with the reason, inside the caller's transaction; under the
   * pro-rata rule, so are the days after it of a last period billed in full (`schedule`: the resident's, ending then).
   */
  async reverseRentAfterStay(
    manager: EntityManager,
    caller: Caller,
    studentId: number,
    moveOutDate: string,
    today: string,
    schedule?: RentSchedule,
  ): Promise<void> {
    await this.book.lock(manager, studentId);
    const state = await this.book.state(manager, studentId);
    const after = rentAfterStay(state, moveOutDate);
    const excess = schedule ? lastPeriodExcess(state, { ...schedule, endsOn: moveOutDate }) : null;
    if (!after.length && !excess) return;
    const reversals = after.map(({ charge, netPaise }) => ({ charge, amountPaise: -netPaise }));
    await this.insertReversals(manager, reversals, `The stay ended on ${readableDate(moveOutDate)}`, today, caller);
    if (excess)
      await this.insertReversals(
        manager,
        [{ charge: excess.charge, amountPaise: -excess.amountPaise }],
        excess.note,
        today,
        caller,
      );
    await this.book.project(manager, studentId, (after[0]?.charge ?? excess!.charge).hostelId);
  }

  /**
   * Adjustment rows against rent charges, with their reason: a negative amount takes (what is left of) a charge
   * back ("Reversal: Rent Nov-Dec"); a positive one bills a taken-back period again. Nothing is edited.
   */
  private async insertReversals(
    manager: EntityManager,
    rows: { charge: Charge; amountPaise: number }[],
    comment: string,
    today: string,
    caller: Caller,
  ): Promise<void> {
    if (!rows.length) return;
    await manager.insert(
      Charge,
      rows.map(({ charge, amountPaise }) => ({
        hostelId: charge.hostelId,
        studentId: charge.studentId,
        kind: 'adjustment' as const,
        label: amountPaise > 0 ? `${charge.label} billed again` : `Reversal: ${charge.label}`,
        amountPaise,
        reason: 'reversal' as const,
        comment,
        dueDate: today,
        reversesChargeId: charge.id,
        createdBy: caller.actorId,
      })),
    );
  }
}

/** " (20 of 31 days)" after the label of a last period billed for the days stayed. */
function noteOf(period: { startDate: string; endDate: string }, schedule: RentSchedule): string {
  const note = daysNote(period, schedule);
  return note ? ` (${note})` : '';
}
