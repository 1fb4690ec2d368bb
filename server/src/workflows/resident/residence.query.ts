import { Injectable } from '@nestjs/common';
import { residentOf, type RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { ForbiddenError } from '../../common/errors';
import { HostelsService } from '../../hostels/hostels.service';
import { StayLoader } from '../../housing/stays/stay.loader';
import { LedgerBook } from '../../ledger/ledger-book.service';
import { receiptNumberText } from '../../ledger/ledger-rules';
import { periodsOf } from '../../ledger/ledger-views';
import { RentTermsService } from '../../rent/rent-terms.service';
import { StudentsService } from '../../students/students.service';
import { RequestListQuery } from '../../requests/request-list.query';
import { RequestsService } from '../../requests/requests.service';
import type { RequestView } from '../../requests/request-views';
import { DataSource } from 'typeorm';
import type { RaiseMyRequestInput } from './dto/raise-my-request.input';
import { RESIDENT_LIST_MAX, type ResidenceModel, type ResidentNotificationModel } from './models/resident.model';
import { StaySchedules } from '../../ledger/rent-billing/stay-schedules.service';

/** How many rent periods the resident page shows: the upcoming one and six before it. */
const PERIODS = 7;

/** The error a resident's login gets when it belongs to no current resident. */
export const NO_RESIDENCE = 'This login belongs to no current resident of the hostel';

/**
 * The resident page's reads: only the signed-in resident's own records, from the owners' tables, the same figures
 * the admin app shows for them (balance, periods and payments from the ledger's rows).
 */
@Injectable()
export class ResidenceQuery {
  constructor(
    private readonly schedules: StaySchedules,
    private readonly students: StudentsService,
    private readonly stays: StayLoader,
    private readonly hostels: HostelsService,
    private readonly ledger: LedgerBook,
    private readonly terms: RentTermsService,
    private readonly clock: Clock,
    private readonly requestList: RequestListQuery,
    private readonly requests: RequestsService,
    private readonly dataSource: DataSource,
  ) {}

  /** The resident the caller's login belongs to, refusing a login of an archived resident or of no one. */
  async studentOf(caller: RequestCaller) {
    const studentId = residentOf(caller);
    if (studentId === null) throw new ForbiddenError(NO_RESIDENCE);
    const student = await this.students.findOne(caller, studentId).catch(() => null);
    if (!student || student.archivedAt) throw new ForbiddenError(NO_RESIDENCE);
    return student;
  }

  async residence(caller: RequestCaller): Promise<ResidenceModel> {
    const student = await this.studentOf(caller);
    const [hostel, stay, state, terms, requests, notifications] = await Promise.all([
      this.hostels.getById(student.hostelId),
      this.stays.currentOfStudent({}, student.id),
      this.ledger.state(null, student.id),
      this.terms.byStudentIds([student.id]).then(([terms]) => terms),
      this.requestList.ofStudent(student.hostelId, student.id, RESIDENT_LIST_MAX),
      this.notificationsOf(student.hostelId, student.id),
    ]);
    const a = state.allocation;
    const schedule = terms ? await this.schedules.withTerms(null, student, terms) : null;
    return {
      id: student.id,
      name: student.name,
      hostelName: hostel.name,
      roomNumber: stay?.roomNumber ?? null,
      bedLabel: stay?.bedLabel ?? null,
      moveInDate: student.moveInDate,
      balance: {
        id: student.id,
        chargedPaise: a.chargedPaise,
        collectedPaise: a.collectedPaise,
        pendingPaise: a.pendingPaise,
        balancePaise: a.balancePaise,
      },
      rentPeriods:
        terms || state.charges.length
          ? periodsOf(state, schedule, todayIn(this.clock), hostel.rentGraceDays, PERIODS)
          : [],
      payments: [...state.payments].reverse().map((p) => ({
        id: p.id,
        receiptNumber: receiptNumberText(p.receiptNo),
        amountPaise: p.amountPaise,
        method: p.method,
        paidOn: p.paidOn,
        status: p.status,
        settles: p.settles,
        receiptPath: `/api/resident/payments/${p.id}/receipt`,
      })),
      requests,
      notifications,
    };
  }

  /** Raises a request for the signed-in resident themselves, in the room they are in now (the bell tells the staff). */
  async raise(caller: RequestCaller, input: RaiseMyRequestInput): Promise<RequestView> {
    const student = await this.studentOf(caller);
    return this.requests.add(caller, { ...input, studentId: student.id });
  }

  /**
   * The notifications sent to the resident, newest first: read from the notifications' tables (their recipient rows),
   * whatever became of the SMS; a scheduled or cancelled one is not theirs to read yet.
   */
  private async notificationsOf(hostelId: number, studentId: number): Promise<ResidentNotificationModel[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select(['n.id AS id', 'n.title AS title', 'n.description AS description', 'n.sent_at AS "sentAt"'])
      .from('notification_recipients', 'r')
      .innerJoin('notifications', 'n', 'n.id = r.notification_id')
      .where('r.hostel_id = :hostelId AND r.student_id = :studentId', { hostelId, studentId })
      .andWhere("n.state = 'sent' AND n.sent_at IS NOT NULL")
      .orderBy('n.sent_at', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .limit(RESIDENT_LIST_MAX)
      .getRawMany<{ id: number | string; title: string; description: string; sentAt: Date | string }>();
    return rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      description: row.description,
      sentAt: row.sentAt instanceof Date ? row.sentAt : new Date(row.sentAt),
    }));
  }

  /** One of the resident's own payments (for its receipt); NOT_FOUND for anyone else's. */
  async ownsPayment(caller: RequestCaller, paymentId: number): Promise<boolean> {
    const student = await this.studentOf(caller);
    const state = await this.ledger.state(null, student.id);
    return state.payments.some((p) => p.id === paymentId);
  }
}
