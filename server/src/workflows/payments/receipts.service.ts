import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { AuthUser, hostelScope } from '../../common/auth-user';
import { formatPhone } from '../../common/phone';
import { HostelsService } from '../../hostels/hostels.service';
import { StayLoader } from '../../housing/stays/stay.loader';
import { PAYMENT_METHOD_LABELS, PaymentMethod, receiptNumberText } from '../../ledger/ledger-rules';
import { PaymentsBook } from '../../ledger/payments-book.service';
import { renderReceiptPdf } from '../../ledger/receipt-pdf';
import { StudentsService } from '../../students/students.service';
import { UsersService } from '../../users/users.service';
import { PaymentMonthQuery } from './payment-month.query';

/** Receipts as PDFs and the month's payments as CSV: what leaves the product on paper or to an accountant. */
@Injectable()
export class ReceiptsService {
  constructor(
    private readonly payments: PaymentsBook,
    private readonly students: StudentsService,
    private readonly hostels: HostelsService,
    private readonly users: UsersService,
    private readonly stays: StayLoader,
    private readonly months: PaymentMonthQuery,
  ) {}

  /** The receipt of a payment of the caller's hostel: hostel, resident, where they slept that day, what it settled. */
  async receipt(user: AuthUser, paymentId: number): Promise<{ filename: string; content: Buffer }> {
    const payment = await this.payments.payment(paymentId, hostelScope(user));
    const [student, hostel, recorder] = await Promise.all([
      this.students.findOne(user, payment.studentId),
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
      hostel: { name: hostel.name, address: hostel.address },
      resident: { name: student.name, phone: formatPhone(student.phone) },
      room: stay ? `Room ${stay.roomNumber}, bed ${stay.bedLabel}` : null,
      settles: payment.settles,
      amountPaise: payment.amountPaise,
      method: PAYMENT_METHOD_LABELS[payment.method],
      reference: payment.reference,
      note: payment.note,
      receivedBy: recorder?.fullName ?? 'Hostel staff',
      status: payment.status,
      reversal: payment.reversal,
    });
    return { filename: `receipt-${number}.pdf`, content };
  }

  /** Every payment made in the month, for the accountant: amounts in rupees with two decimals. */
  async monthCsv(user: AuthUser, month: string): Promise<{ filename: string; content: string }> {
    const rows = await this.months.paymentsOfMonth(user.hostelId, month);
    const content = stringify(
      rows.map((r) => [
        receiptNumberText(Number(r.receipt_no)),
        r.paid_on,
        r.name,
        (Number(r.amount_paise) / 100).toFixed(2),
        PAYMENT_METHOD_LABELS[r.method as PaymentMethod] ?? r.method,
        r.reference ?? '',
        Number(r.verified) ? 'complete' : 'pending',
        r.settles,
        r.note ?? '',
      ]),
      {
        header: true,
        columns: ['Receipt', 'Paid on', 'Resident', 'Amount (Rs.)', 'Method', 'Reference', 'Status', 'Settles', 'Note'],
        bom: true,
      },
    );
    return { filename: `payments-${month}.csv`, content };
  }
}
