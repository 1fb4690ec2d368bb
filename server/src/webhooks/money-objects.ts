import { Injectable } from '@nestjs/common';
import { receiptNumberText } from '../ledger/ledger-rules';
import { PaymentsBook } from '../ledger/payments/payments-book.service';
import { day, id, iso, num, type PublicObject, PublicRows } from './public-rows';

/** The money objects of webhooks: Payment, ExtraCharge, RentPeriod, RentChange, Checkout (with its Refund). */
@Injectable()
export class MoneyObjects {
  constructor(
    private readonly rows: PublicRows,
    private readonly payments: PaymentsBook,
  ) {}

  async payment(paymentId: number, hostelId: number): Promise<PublicObject | null> {
    const p = await this.payments.payment(paymentId, hostelId).catch(() => null);
    if (!p) return null;
    return {
      __typename: 'Payment',
      id: id(p.id),
      amountPaise: Number(p.amountPaise),
      method: p.method,
      reference: p.reference,
      paidOn: p.paidOn,
      note: p.note,
      status: p.status,
      settles: p.settles,
      balanceAfterPaise: num(p.balanceAfterPaise),
      verifiedAt: iso(p.verifiedAt),
      createdAt: iso(p.createdAt),
      receiptNumber: receiptNumberText(p.receiptNo),
      receiptPath: `/api/payments/${p.id}/receipt`,
      reversal: p.reversal && {
        kind: p.reversal.kind,
        reason: p.reversal.reason,
        reversedOn: p.reversal.reversedOn,
        reversedBy: { name: p.reversal.reversedByName },
      },
      student: await this.rows.studentRef(p.studentId),
    };
  }

  /** ExtraCharge; a write-off (a credit, `reason` write_off) is no charge added: null. */
  async extraCharge(chargeId: number): Promise<PublicObject | null> {
    const row = await this.rows.one(
      `SELECT c.id, c.student_id, c.reason, c.label, c.amount_paise, c.comment,
         CAST(c.due_date AS varchar(10)) AS due_date, c.created_by, s.name AS student_name
       FROM charges c JOIN students s ON s.id = c.student_id WHERE c.id = :chargeId AND c.kind = 'extra'`,
      { chargeId },
    );
    if (!row || row.reason === 'write_off') return null;
    return {
      __typename: 'ExtraCharge',
      id: id(row.id),
      studentName: row.student_name,
      reason: row.reason,
      label: row.label,
      amountPaise: Number(row.amount_paise),
      comment: row.comment,
      chargedOn: day(row.due_date),
      addedBy: await this.rows.nameOf(row.created_by),
      void: null,
      student: { id: id(row.student_id), name: row.student_name },
    };
  }

  /**
   * RentPeriod as billed (what is settled of it, and so its status, changes with payments: `Student.rentPeriods`
   * answers it now). The resident goes beside it (`data.student`): the type has no field for them.
   */
  async rentPeriod(chargeId: number): Promise<PublicObject | null> {
    const row = await this.rows.one(
      `SELECT c.student_id, CAST(c.rent_period AS varchar(10)) AS rent_period,
         CAST(c.period_end AS varchar(10)) AS period_end, c.label, c.amount_paise
       FROM charges c WHERE c.id = :chargeId AND c.kind = 'rent'`,
      { chargeId },
    );
    if (!row) return null;
    const label = String(row.label)
      .replace(/^Rent /, '')
      .split(' ')[0];
    return {
      __typename: 'RentPeriod',
      id: `${String(row.student_id)}:${day(row.rent_period)}`,
      label,
      startDate: day(row.rent_period),
      endDate: day(row.period_end),
      amountPaise: Number(row.amount_paise),
    };
  }

  async rentChange(rentChangeId: number): Promise<PublicObject | null> {
    const row = await this.rows.one(
      `SELECT id, student_id, kind, amount_paise, CAST(effective_date AS varchar(10)) AS effective_date, comment,
         status, decided_at, created_at FROM rent_changes WHERE id = :rentChangeId`,
      { rentChangeId },
    );
    if (!row) return null;
    return {
      __typename: 'RentChange',
      id: id(row.id),
      kind: row.kind,
      amountPaise: num(row.amount_paise),
      effectiveDate: day(row.effective_date),
      comment: row.comment,
      status: row.status,
      decidedAt: iso(row.decided_at),
      createdAt: iso(row.created_at),
      student: await this.rows.studentRef(row.student_id),
    };
  }

  /** Checkout, with its refund once paid. */
  async checkout(checkoutId: number): Promise<PublicObject | null> {
    const row = await this.rows.one(
      `SELECT id, student_id, CAST(notice_date AS varchar(10)) AS notice_date,
         CAST(move_out_date AS varchar(10)) AS move_out_date, status, prepared_at, approved_at, refunded_at
       FROM checkouts WHERE id = :checkoutId`,
      { checkoutId },
    );
    if (!row) return null;
    const refund = await this.rows.one(
      `SELECT id, amount_paise, method, reference, CAST(paid_on AS varchar(10)) AS paid_on, recorded_by
       FROM refunds WHERE checkout_id = :checkoutId ORDER BY id DESC`,
      { checkoutId },
    );
    return {
      __typename: 'Checkout',
      id: id(row.id),
      noticeDate: day(row.notice_date),
      moveOutDate: day(row.move_out_date),
      status: row.status,
      preparedAt: iso(row.prepared_at),
      approvedAt: iso(row.approved_at),
      refundedAt: iso(row.refunded_at),
      refund: refund && {
        id: id(refund.id),
        amountPaise: Number(refund.amount_paise),
        method: refund.method,
        reference: refund.reference,
        paidOn: day(refund.paid_on),
        paidBy: (await this.rows.nameOf(refund.recorded_by)) ?? '',
      },
      student: await this.rows.studentRef(row.student_id),
    };
  }
}
