import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { OutboxEventOf } from '../../events/domain-events';
import { Events } from '../../events/events.service';
import { JobKinds } from '../../jobs/job-kinds';
import { jobCaller, type Caller } from '../../common/caller';
import { dateInIndia, startOfIndiaDay, todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { Transactions } from '../../common/transactions';
import { OccupancyService } from '../../housing/occupancy/occupancy.service';
import type { Student } from '../../students/student.entity';
import { StudentRecords } from '../../students/student-records.service';
import { readableDate } from '@hostel-admin/rules';

interface DueRow {
  checkout_id: number | string;
  student_id: number | string;
  hostel_id: number | string;
  move_out_date: string;
  refunded_by: number | string | null;
}

/**
 * The end of a stay on its move-out date. A refund paid on or after the move-out date ends the stay at once; one
 * paid earlier leaves the resident in their bed until that day, when `run` ends the stay, frees the bed and archives
 * the resident: the job `stay-end`, queued by the refund's event for midnight (India) of that day, and the hourly
 * `stay-ends` for any it missed. Each end is one transaction under the resident's lock, once: a resident already
 * archived is left as they are.
 */
@Injectable()
export class StayEnds implements OnModuleInit {
  private readonly logger = new Logger('StayEnds');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly records: StudentRecords,
    private readonly occupancy: OccupancyService,
    private readonly events: Events,
    private readonly kinds: JobKinds,
  ) {}

  /**
   * The kinds: hourly `stay-ends` (before `rent-billing` in each hour, so rent is never billed past a move-out date),
   * and `stay-end`, which ends a stay at midnight of its move-out date when the refund was paid earlier.
   */
  onModuleInit() {
    this.kinds.register({ name: 'stay-ends', every: 'hour', run: () => this.run() });
    this.kinds.register<OutboxEventOf<'checkout.refunded'>>({
      name: 'stay-end',
      consumes: ['checkout.refunded'],
      // A refund paid on or after the move-out date ended the stay in its own transaction.
      runAtFor: (event) => {
        const { moveOutDate } = (event as OutboxEventOf<'checkout.refunded'>).data;
        return moveOutDate > dateInIndia(new Date(event.occurredAt)) ? startOfIndiaDay(moveOutDate) : null;
      },
      run: (event) => this.run(event.data.checkoutId),
    });
  }

  /** Ends the stay on `moveOutDate` inside the caller's transaction (the resident locked): frees the bed, archives. */
  async end(manager: EntityManager, caller: Caller, student: Student, moveOutDate: string): Promise<void> {
    if (student.archivedAt) return;
    const bed = await this.occupancy.currentBed(manager, student.id);
    if (bed) await this.occupancy.lockRooms(manager, caller, [bed.roomId]);
    await this.occupancy.vacate(manager, student, moveOutDate, this.clock.now());
    await this.records.archive(manager, student, this.clock.now());
    await this.occupancy.settle(manager, student.id, bed ? [bed] : []);
  }

  /**
   * Ends every stay whose refund was paid and whose move-out date has come (India), or only the one of `checkoutId`
   * (the consumer of a refund paid ahead of the move-out date); answers how many.
   */
  async run(checkoutId?: number): Promise<number> {
    const today = todayIn(this.clock);
    const one = checkoutId === undefined ? '' : ' AND k.id = :checkoutId';
    const due: DueRow[] = await this.dataSource.query(
      ...this.dataSource.driver.escapeQueryWithParameters(
        `SELECT k.id AS checkout_id, k.student_id, k.hostel_id, k.move_out_date, r.recorded_by AS refunded_by
         FROM checkouts k JOIN students s ON s.id = k.student_id LEFT JOIN refunds r ON r.checkout_id = k.id
         WHERE k.status = 'refunded' AND s.archived_at IS NULL AND k.move_out_date <= :today${one} ORDER BY k.id`,
        { today, ...(checkoutId === undefined ? {} : { checkoutId }) },
      ),
    );
    let ended = 0;
    let failed = 0;
    for (const row of due) {
      try {
        if (await this.endDue(row, today)) ended += 1;
      } catch (error) {
        failed += 1;
        this.logger.error(`The stay of resident ${String(row.student_id)} did not end: ${String(error)}`);
      }
    }
    // The others ended all the same; the run fails so that the queue tries the rest again.
    if (failed) throw new Error(`${failed} of ${due.length} stays did not end`);
    return ended;
  }

  private endDue(row: DueRow, today: string): Promise<boolean> {
    // The job acts in the resident's hostel; the activity entry and the rows it writes name no one.
    const caller = jobCaller('stay-ends', Number(row.hostel_id), ['students.write']);
    return this.transactions.run(async (manager) => {
      const student = await this.records.lock(manager, caller, Number(row.student_id), 'studentId');
      // Read again under the lock: another run may have ended it.
      if (student.archivedAt || row.move_out_date > today) return false;
      const bed = await this.occupancy.currentBed(manager, student.id);
      await this.end(manager, caller, student, row.move_out_date);
      await this.events.emit(manager, {
        kind: 'student.archived',
        actor: caller,
        subject: {
          type: 'student',
          id: student.id,
          hostelId: student.hostelId,
          label: student.name,
          detail: `The stay ended on the move-out date, ${readableDate(row.move_out_date)} (refund paid); the bed is free`,
        },
        data: { studentId: student.id, bedId: bed?.id ?? null, leftOn: row.move_out_date },
      });
      return true;
    });
  }
}
