import { Injectable } from '@nestjs/common';
import { residentOf, type RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { ForbiddenError } from '../../common/errors';
import { HostelsService } from '../../hostels/hostels.service';
import { StayLoader } from '../../housing/stays/stay.loader';
import { LedgerBook } from '../../ledger/ledger-book.service';
import { scheduleOf } from '../../ledger/ledger-schedule';
import { receiptNumberText } from '../../ledger/ledger-rules';
import { periodsOf } from '../../ledger/ledger-views';
import { RentTermsService } from '../../rent/rent-terms.service';
import { StudentsService } from '../../students/students.service';
import type { ResidenceModel } from './models/resident.model';

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
    private readonly students: StudentsService,
    private readonly stays: StayLoader,
    private readonly hostels: HostelsService,
    private readonly ledger: LedgerBook,
    private readonly terms: RentTermsService,
    private readonly clock: Clock,
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
    const [hostel, stay, state, terms] = await Promise.all([
      this.hostels.getById(student.hostelId),
      this.stays.currentOfStudent({}, student.id),
      this.ledger.state(null, student.id),
      this.terms.byStudentIds([student.id]).then(([terms]) => terms),
    ]);
    const a = state.allocation;
    const schedule = terms ? scheduleOf(student, terms) : null;
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
    };
  }

  /** One of the resident's own payments (for its receipt); NOT_FOUND for anyone else's. */
  async ownsPayment(caller: RequestCaller, paymentId: number): Promise<boolean> {
    const student = await this.studentOf(caller);
    const state = await this.ledger.state(null, student.id);
    return state.payments.some((p) => p.id === paymentId);
  }
}
