import { Injectable } from '@nestjs/common';
import type { Caller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { InputError } from '../../common/errors';
import { HostelsService } from '../../hostels/hostels.service';
import { StayLoader } from '../../housing/stays/stay.loader';
import { LedgerBook } from '../../ledger/ledger-book.service';
import { linesOf } from '../../ledger/ledger-views';
import { StudentsService } from '../../students/students.service';
import { StatementQuery } from './dto/statement.query';
import { renderStatementPdf, StatementData } from './statement-pdf';
import { formatPhone } from '@hostel-admin/rules';

/** "Asha Rao" → "asha-rao", for a file name. */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'resident';

/** A resident's statement of account as a PDF: the ledger's lines (linesOf) over a period, with totals. */
@Injectable()
export class StatementService {
  constructor(
    private readonly students: StudentsService,
    private readonly hostels: HostelsService,
    private readonly ledger: LedgerBook,
    private readonly stays: StayLoader,
    private readonly clock: Clock,
  ) {}

  /** What the statement shows (another hostel's resident is not found). */
  async data(caller: Caller, studentId: number, query: StatementQuery): Promise<StatementData & { name: string }> {
    const student = await this.students.findOne(caller, studentId);
    const [hostel, state, history] = await Promise.all([
      this.hostels.getById(student.hostelId),
      this.ledger.state(null, student.id),
      this.stays.historyOfStudent({}, student.id),
    ]);
    const today = todayIn(this.clock);
    const lines = linesOf(state).reverse();
    const firstDay = [student.moveInDate, ...lines.map((l) => l.date)].sort()[0];
    const from = query.from ?? firstDay;
    const to =
      query.to ?? (lines.length && lines[lines.length - 1].date > today ? lines[lines.length - 1].date : today);
    if (from > to) throw InputError.field('to', 'To must be on or after From.');

    const before = lines.filter((l) => l.date < from);
    const within = lines.filter((l) => l.date >= from && l.date <= to);
    // What moved the balance: charges, complete payments, a voided payment (collected that day) and its void;
    // a payment awaiting verification is listed apart, a rejected one was never collected.
    const counted = within.filter(
      (l) => !l.payment || l.chargePaise !== null || ['complete', 'voided'].includes(l.payment.status),
    );
    const stay =
      history.find((s) => s.endDate === null) ??
      [...history].sort((a, b) => (a.startDate < b.startDate ? 1 : -1))[0] ??
      null;
    return {
      name: student.name,
      hostel: { name: hostel.name, address: hostel.address },
      resident: { name: student.name, phone: formatPhone(student.phone) },
      room: stay ? `Room ${stay.roomNumber}, bed ${stay.bedLabel}` : null,
      from,
      to,
      openingPaise: before.length ? before[before.length - 1].balancePaise : 0,
      lines: counted.map((l) => ({
        date: l.date,
        item: l.item,
        chargePaise: l.chargePaise,
        paymentPaise: l.paymentPaise,
        balancePaise: l.balancePaise,
      })),
      chargesPaise: counted.reduce((sum, l) => sum + (l.chargePaise ?? 0), 0),
      paymentsPaise: counted.reduce((sum, l) => sum + (l.paymentPaise ?? 0), 0),
      closingPaise: [...before, ...within].pop()?.balancePaise ?? 0,
      pending: within
        .filter((l) => l.payment?.status === 'pending')
        .map((l) => ({
          date: l.date,
          item: `${l.item}${l.payment?.reference ? `, reference ${l.payment.reference}` : ''}`,
          amountPaise: l.paymentPaise ?? 0,
        })),
      issuedOn: today,
    };
  }

  async pdf(caller: Caller, studentId: number, query: StatementQuery): Promise<{ filename: string; content: Buffer }> {
    const { name, ...data } = await this.data(caller, studentId, query);
    return { filename: `statement-${slug(name)}-${data.from}-${data.to}.pdf`, content: await renderStatementPdf(data) };
  }
}
