import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Events } from '../../events/events.service';
import { JobKinds } from '../../jobs/job-kinds';
import { jobCaller, type Caller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { Transactions } from '../../common/transactions';
import { periodsStarted, RentSchedule, scheduleOf } from './ledger-schedule';
import { RentBilling } from './rent-billing.service';
import { lockResident } from '../../common/resident-lock';

interface ResidentRow {
  id: number | string;
  hostel_id: number | string;
  move_in_date: string;
  archived_at: string | Date | null;
  bill_from: string | null;
  monthly_rent_paise: number | string;
  last_billed: string | null;
  /** The move-out date of the resident's notice, when they gave one: nothing is billed from that day on. */
  move_out_date: string | null;
  /** The hostel's rule for the period a stay ends in. */
  last_period_rule: string;
}

/** Residents read per batch. */
const BATCH = 1000;

/**
 * Bills every resident's rent periods that have started by today (India) and are not billed yet: the hourly job kind
 * `rent-billing` (registered here, run after `stay-ends` in each hour, so never past a move-out date) and the
 * mutation `billRentNow`, which calls `billAll` in its request (no job runs inside a request). Safe to run
 * any number of times, on any number of servers at once: the database allows one rent charge per resident and
 * period. Residents whose latest billed period is the current one are skipped without a transaction; residents who
 * left were billed up to their last day when they left (archive, checkout) and are not read.
 */
@Injectable()
export class HostelRentBilling implements OnModuleInit {
  private readonly logger = new Logger('RentBilling');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly billing: RentBilling,
    private readonly events: Events,
    private readonly clock: Clock,
    private readonly kinds: JobKinds,
  ) {}

  onModuleInit() {
    this.kinds.register({ name: 'rent-billing', every: 'hour', after: 'stay-ends', run: () => this.billAll() });
  }

  /**
   * Bills the hostel's residents (every hostel's without one); answers the number of periods billed. The activity
   * entry names who asked (`billRentNow`), or no one for the hourly job.
   */
  async billAll(
    hostelId?: number,
    caller: Caller = jobCaller('rent-billing', hostelId, ['payments.record']),
  ): Promise<number> {
    const today = todayIn(this.clock);
    const billedPerHostel = new Map<number, number>();
    let after = 0;
    for (;;) {
      const rows: ResidentRow[] = await this.dataSource.query(
        ...this.dataSource.driver.escapeQueryWithParameters(
          `SELECT s.id, s.hostel_id, CAST(s.move_in_date AS varchar(10)) AS move_in_date, s.archived_at, t.bill_from, t.monthly_rent_paise,
             (SELECT MAX(c.rent_period) FROM charges c WHERE c.student_id = s.id AND c.kind = 'rent') AS last_billed,
             (SELECT MIN(k.move_out_date) FROM checkouts k WHERE k.student_id = s.id) AS move_out_date,
             h.last_period_rule
           FROM students s JOIN rent_terms t ON t.student_id = s.id JOIN hostels h ON h.id = s.hostel_id
           WHERE s.id > :after AND s.archived_at IS NULL${hostelId === undefined ? '' : ' AND s.hostel_id = :hostelId'}
           ORDER BY s.id LIMIT :batch`,
          { after, batch: BATCH, ...(hostelId === undefined ? {} : { hostelId }) },
        ),
      );
      if (!rows.length) break;
      after = Number(rows[rows.length - 1].id);
      for (const row of rows) {
        const schedule = scheduleOfRow(row);
        const started = periodsStarted(schedule, today);
        if (!started.length || started[started.length - 1].startDate === row.last_billed) continue;
        const billed = await this.transactions.run(async (manager) => {
          await lockResident(manager, schedule.studentId);
          return this.billing.billRent(manager, schedule, today);
        });
        if (billed) billedPerHostel.set(schedule.hostelId, (billedPerHostel.get(schedule.hostelId) ?? 0) + billed);
      }
    }
    let total = 0;
    for (const [hostel, count] of billedPerHostel) {
      total += count;
      await this.transactions.run((manager) =>
        this.events.emit(manager, {
          kind: 'rent.billed',
          actor: caller,
          subject: {
            type: 'hostel',
            id: hostel,
            hostelId: hostel,
            label: 'Rent',
            detail: `${count} rent period${count === 1 ? '' : 's'} billed`,
          },
          data: { periods: count },
        }),
      );
    }
    if (total) this.logger.log(`Billed ${total} rent periods`);
    return total;
  }
}

/** The row's schedule, from the one rule every other reader of rent asks (`scheduleOf`). */
function scheduleOfRow(row: ResidentRow): RentSchedule {
  return scheduleOf(
    {
      id: Number(row.id),
      hostelId: Number(row.hostel_id),
      moveInDate: row.move_in_date,
      archivedAt: row.archived_at === null ? null : new Date(row.archived_at),
    },
    { billFrom: row.bill_from, monthlyRentPaise: Number(row.monthly_rent_paise) },
    { moveOutDate: row.move_out_date, lastPeriod: row.last_period_rule === 'pro_rata' ? 'pro_rata' : 'full' },
  );
}
