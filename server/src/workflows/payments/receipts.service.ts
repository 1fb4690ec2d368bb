import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { Caller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { taxIdText } from '../../hostels/hostel-details';
import { HostelsService } from '../../hostels/hostels.service';
import { StayLoader } from '../../housing/stays/stay.loader';
import { receiptNumberText } from '../../ledger/ledger-rules';
import { PaymentsBook } from '../../ledger/payments/payments-book.service';
import { renderReceiptPdf } from '../../ledger/payments/receipt-pdf';
import { StudentsService } from '../../students/students.service';
import { UsersService } from '../../users/users.service';
import { MonthLedgerPart } from './dto/month-ledger.args';
import { MonthLedgerQuery } from './month-ledger.query';
import { formatPhone, Money, MONTH_PART_LABELS, PAYMENT_METHOD_LABELS } from '@hostel-admin/rules';

/** How each part is named in the month's CSV: the names of Payment Details' figures. */
const CSV_PARTS: Record<MonthLedgerPart, string> = {
  ...MONTH_PART_LABELS,
  [MonthLedgerPart.REJECTED]: `${MONTH_PART_LABELS.REJECTED} (not counted)`,
};

/** Receipts as PDFs and the month's payments as CSV: what leaves the product on paper or to an accountant. */
@Injectable()
export class ReceiptsService {
  constructor(
    private readonly payments: PaymentsBook,
    private readonly students: StudentsService,
    private readonly hostels: HostelsService,
    private readonly users: UsersService,
    private readonly stays: StayLoader,
    private readonly monthLedger: MonthLedgerQuery,
    private readonly clock: Clock,
  ) {}

  /** The receipt of a payment of the caller's hostel: hostel, resident, where they slept that day, what it settled. */
  async receipt(caller: Caller, paymentId: number): Promise<{ filename: string; content: Buffer }> {
    const payment = await this.payments.payment(paymentId, caller.scope);
    const [student, hostel, recorder] = await Promise.all([
      this.students.findOne(caller, payment.studentId),
      this.hostels.getById(payment.hostelId),
      this.users.findById(payment.recordedBy),
    ]);
    const history = await this.stays.historyOfStudent({}, student.id);
    const stay =
      history.find((s) => s.startDate <= payment.paidOn && (s.endDate === null || s.endDate >= payment.paidOn)) ??
      history.find((s) => s.endDate === null) ??
      null;
    const number = receiptNumberText(payment.receiptNo);
    const content = await renderReceiptPdf({
      receiptNumber: number,
      issuedOn: payment.paidOn,
      hostel: {
        name: hostel.name,
        address: hostel.address,
        phone: hostel.phone ? formatPhone(hostel.phone) : null,
        taxId: taxIdText(hostel),
      },
      resident: { name: student.name, phone: formatPhone(student.phone) },
      room: stay ? `Room ${stay.roomNumber}, bed ${stay.bedLabel}` : null,
      settles: payment.settles,
      amountPaise: payment.amountPaise,
      balanceAfterPaise: payment.balanceAfterPaise,
      method: PAYMENT_METHOD_LABELS[payment.method],
      reference: payment.reference,
      note: payment.note,
      receivedBy: recorder?.fullName ?? 'Hostel staff',
      status: payment.status,
      reversal: payment.reversal,
    });
    return { filename: `receipt-${number}.pdf`, content };
  }

  /**
   * The month for the accountant: every ledger row behind each figure of the month's equation (rent and extra
   * charges billed, collected, adjustments with voids, pending verification, refunds, rejected payments), then the
   * equation itself, each figure the sum of its rows. Amounts in rupees with two decimals, signed as they move the
   * figure.
   */
  async monthCsv(caller: Caller, month: string): Promise<{ filename: string; content: string }> {
    const today = todayIn(this.clock);
    const [rows, equation] = await Promise.all([
      this.monthLedger.allRows(caller.hostelId, month),
      this.monthLedger.equation(caller.hostelId, month, today),
    ]);
    const lines = rows.map((r) => [
      CSV_PARTS[r.part],
      r.date,
      r.studentName,
      r.item,
      r.receiptNumber ?? '',
      r.reference ?? '',
      Money.plain(r.amountPaise),
    ]);
    const figure = (label: string, paise: number) => [label, '', '', '', '', '', Money.plain(paise)];
    const content = stringify(
      [
        ...lines,
        [],
        figure(`Opening balance on ${month}-01`, equation.openingBalancePaise),
        figure('+ Rent billed', equation.rentBilledPaise),
        figure('+ Extra charges', equation.extraBilledPaise),
        figure('- Collected', equation.collectedPaise),
        figure('+ Adjustments', equation.adjustmentsPaise),
        figure(`= Closing balance on ${equation.closingOn}`, equation.closingBalancePaise),
        figure('Pending verification (apart)', equation.pendingVerificationPaise),
        figure('Refunds paid (apart)', equation.refundsPaidPaise),
      ],
      {
        header: true,
        columns: ['Figure', 'Date', 'Resident', 'Item', 'Receipt', 'Reference', 'Amount (Rs.)'],
        bom: true,
      },
    );
    return { filename: `payments-${month}.csv`, content };
  }
}
