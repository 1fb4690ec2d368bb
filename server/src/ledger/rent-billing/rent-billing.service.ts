import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import type { Caller } from '../../common/caller';
import { Charge } from '../charges/charge.entity';
import { Charges } from '../charges/charges.service';
import { Events } from '../../events/events.service';
import { LedgerBook } from '../ledger-book.service';
import { daysNote, periodsStarted, periodsToBill, RentPlan, rentPlan, RentSchedule } from './ledger-schedule';

/**
 * Rent billing: the only writer of rent charges and of the rows that take rent back or bill it again when the
 * schedule changes (a corrected move-in date, a notice, an extended stay, the end of a stay). Writes run inside the caller's transaction, after the resident's lock.
 */
@Injectable()
export class RentBilling {
  constructor(
    private readonly book: LedgerBook,
    private readonly charges: Charges,
    private readonly events: Events,
  ) {}

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
    await this.charges.appendRent(
      manager,
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
    );
    await this.announce(
      manager,
      schedule,
      charged.map(({ period }) => period.startDate),
      caller,
    );
    await this.book.project(manager, schedule.studentId, schedule.hostelId);
    return charged.length;
  }

  /**
   * One `rent.period_billed` per rent charge just written, in its transaction (integrators hear of each resident's
   * rent, the webhooks' `rent.billed`). Under the resident's lock the periods read as unbilled are the rows inserted.
   */
  private async announce(manager: EntityManager, schedule: RentSchedule, periods: string[], caller: Caller | null) {
    const rows = await manager.find(Charge, {
      where: { studentId: schedule.studentId, kind: 'rent', rentPeriod: In(periods) },
      order: { id: 'ASC' },
    });
    const [student] = (await manager.query(
      manager.connection.options.type === 'postgres'
        ? 'SELECT name FROM students WHERE id = $1'
        : 'SELECT name FROM students WHERE id = ?',
      [schedule.studentId],
    )) as { name: string }[];
    for (const row of rows)
      await this.events.emit(manager, {
        kind: 'rent.period_billed',
        actor: caller,
        subject: { type: 'student', id: schedule.studentId, hostelId: schedule.hostelId, label: student?.name ?? '' },
        data: {
          studentId: schedule.studentId,
          chargeId: row.id,
          periodStart: row.rentPeriod!,
          periodEnd: row.periodEnd!,
          label: row.label,
          amountPaise: Number(row.amountPaise),
        },
      });
  }

  /**
   * Brings the billed rent in line with the resident's schedule, inside the caller's transaction after the
   * resident's lock: what the schedule no longer owes is taken back with `reason` (a corrected move-in date, a
   * notice, the end of a stay), what an earlier schedule took back and it owes again is billed again, and the periods
   * started by `through` are billed. Nothing is edited. Answers what it did to the balance.
   */
  async align(
    manager: EntityManager,
    schedule: RentSchedule,
    through: string,
    today: string,
    caller: Caller,
    reason: string,
  ): Promise<number> {
    const plan = await this.plan(manager, schedule, through);
    for (const { charge, amountPaise, note } of plan.adjustments)
      await this.insertReversals(manager, [{ charge, amountPaise }], note ?? reason, today, caller);
    if (!(await this.billRent(manager, schedule, through, caller)) && plan.adjustments.length)
      await this.book.project(manager, schedule.studentId, schedule.hostelId);
    return plan.changePaise;
  }

  /**
   * What `align` would write for this schedule, under the resident's lock and without writing anything: so a caller
   * can say what a change does to money before it applies it.
   */
  async plan(manager: EntityManager, schedule: RentSchedule, through: string): Promise<RentPlan> {
    await this.book.lock(manager, schedule.studentId);
    return rentPlan(await this.book.state(manager, schedule.studentId), schedule, through);
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
    await this.charges.append(
      manager,
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
