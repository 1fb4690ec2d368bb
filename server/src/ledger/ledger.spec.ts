import { DataSource } from 'typeorm';
import type { RequestCaller } from '../common/caller';
import { AppError } from '../common/errors';
import { Transactions } from '../common/transactions';
import { caller, studentsKit } from '../../test/support/students';
import { startTestApp, TEST_DATABASES, TestApp } from '../../test/support/test-app';
import { seedTwoHostels } from '../../test/support/users';
import { MAKER_CHECKER_ENFORCED } from '../hostels/payment-maker-checker';
import { brokenMoneyInvariants } from '../../test/support/invariants';
import { HostelRentBilling } from './rent-billing/hostel-rent-billing.service';
import { Charge } from './charges/charge.entity';
import { RentSchedule, RESCHEDULED } from './rent-billing/ledger-schedule';
import { LedgerBook } from './ledger-book.service';
import { linesOf, periodsOf } from './ledger-views';
import { NewPayment, PaymentsBook } from './payments/payments-book.service';
import { RentBilling } from './rent-billing/rent-billing.service';
import { RentChangeBook } from './rent-changes/rent-change-book.service';
import { PaymentVerification } from './payments/payment-verification.entity';
import { Payment } from './payments/payment.entity';
import { RentMonth } from './months/rent-month.entity';

describe.each(TEST_DATABASES)('The ledger on %s', (database) => {
  let t: TestApp;
  let ledger: LedgerBook;
  let billing: RentBilling;
  let payments: PaymentsBook;
  let tx: Transactions;
  let db: DataSource;
  let kit: ReturnType<typeof studentsKit>;
  let warden: RequestCaller;
  let admin: RequestCaller;
  let hostelId: number;
  let keys = 0;

  beforeAll(async () => {
    t = await startTestApp(database);
    const seed = await seedTwoHostels(t);
    hostelId = seed.hostelA.id;
    // Ids as seedTwoHostels makes them: superadmin 1, adminA 2, wardenA 3.
    admin = caller(hostelId, 'admin', 2);
    warden = caller(hostelId, 'warden', 3);
    ledger = t.app.get(LedgerBook);
    billing = t.app.get(RentBilling);
    payments = t.app.get(PaymentsBook);
    tx = t.app.get(Transactions);
    db = t.app.get(DataSource);
    kit = studentsKit(t);
  });
  afterAll(() => t.close());
  // The month projection (rent_months and its totals) agrees with the rows after every test.
  afterEach(async () => expect(await brokenMoneyInvariants(t)).toEqual({}));

  /** A resident billed Rs. 9,000 a month from `billFrom`. */
  async function resident(billFrom = '2026-08-05'): Promise<RentSchedule> {
    const student = await kit.newStudent(warden, `Resident ${++keys}`);
    return { studentId: student.id, hostelId, billFrom, monthlyRentPaise: 900_000, endsOn: null };
  }
  const payment = (s: RentSchedule, amountPaise: number, extra: Partial<NewPayment> = {}): NewPayment => ({
    studentId: s.studentId,
    hostelId,
    studentName: 'Resident',
    amountPaise,
    method: 'cash',
    reference: null,
    paidOn: '2026-11-10',
    note: null,
    idempotencyKey: `key-${++keys}-${Math.random().toString(36).slice(2)}`,
    ...extra,
  });
  const record = (p: NewPayment, by = warden) => tx.run(async (m) => (await payments.recordPayment(m, by, p)).payment);
  const bill = (s: RentSchedule, today = '2026-11-20') => tx.run((m) => billing.billRent(m, s, today));
  const verify = (caller: RequestCaller, p: { id: number; studentId: number }) =>
    tx.run(
      async (m) =>
        (await payments.verifyPayment(m, caller, p.id, p.studentId, 'Resident', MAKER_CHECKER_ENFORCED)).payment,
    );

  it('bills one charge per started period, and nothing more when run again', async () => {
    const s = await resident();
    expect(await bill(s)).toBe(4);
    expect(await bill(s)).toBe(0);
    const charges = await db.manager.find(Charge, { where: { studentId: s.studentId }, order: { dueDate: 'ASC' } });
    expect(charges.map((c) => `${c.label} ${c.rentPeriod}..${c.periodEnd}`)).toEqual([
      'Rent Aug-Sep 2026-08-05..2026-09-04',
      'Rent Sep-Oct 2026-09-05..2026-10-04',
      'Rent Oct-Nov 2026-10-05..2026-11-04',
      'Rent Nov-Dec 2026-11-05..2026-12-04',
    ]);
  });

  it('bills each period once when billing runs twice at the same time', async () => {
    const s = await resident('2026-01-05');
    await Promise.allSettled([bill(s), bill(s), bill(s)]);
    expect(await db.manager.countBy(Charge, { studentId: s.studentId })).toBe(11);
  });

  it('refuses a second rent charge for a period in the database itself', async () => {
    const s = await resident();
    await bill(s);
    const again = db.manager.insert(Charge, {
      hostelId,
      studentId: s.studentId,
      kind: 'rent',
      rentPeriod: '2026-08-05',
      periodEnd: '2026-09-04',
      label: 'Rent Aug-Sep',
      amountPaise: 900_000,
      dueDate: '2026-08-05',
    });
    await expect(again).rejects.toThrow();
  });

  it('stops billing at the end of a stay', async () => {
    const s = { ...(await resident()), endsOn: '2026-10-05' };
    expect(await bill(s)).toBe(2);
  });

  it('settles the oldest open periods first and keeps the rest as credit', async () => {
    const s = await resident();
    await bill(s);
    const first = await record(payment(s, 1_350_000));
    expect(first.settles).toBe('Aug–Sep 2026, Sep–Oct 2026 (part)');
    expect(first.balanceAfterPaise).toBe(2_250_000);
    const second = await record(payment(s, 2_700_000));
    expect(second.settles).toBe('Sep–Oct 2026 (part), Oct–Nov 2026, Nov–Dec 2026, advance Rs. 4,500');
    expect(second.balanceAfterPaise).toBe(-450_000);
    const state = await ledger.state(null, s.studentId);
    expect(state.allocation.balancePaise).toBe(-450_000);
    const months = await db.manager.find(RentMonth, { where: { studentId: s.studentId }, order: { month: 'ASC' } });
    expect(months.map((m) => [m.month, m.paymentStatus, m.settledPaise])).toEqual([
      ['2026-08', 'paid', 900_000],
      ['2026-09', 'paid', 900_000],
      ['2026-10', 'paid', 900_000],
      ['2026-11', 'paid', 900_000],
    ]);
  });

  it('keeps a UPI payment pending until an admin other than the recorder verifies it', async () => {
    const s = await resident('2026-11-05');
    await bill(s);
    const upi = await record(payment(s, 900_000, { method: 'upi', reference: '412345678901' }));
    expect(upi.status).toBe('pending');
    expect((await ledger.state(null, s.studentId)).allocation.balancePaise).toBe(900_000);
    let month = await db.manager.findOneByOrFail(RentMonth, { studentId: s.studentId, month: '2026-11' });
    expect([month.paymentStatus, month.inProcess]).toEqual(['due', 'pending']);

    await expect(verify(warden, upi)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const verified = await verify(admin, upi);
    expect(verified.status).toBe('complete');
    month = await db.manager.findOneByOrFail(RentMonth, { studentId: s.studentId, month: '2026-11' });
    expect([month.paymentStatus, month.inProcess]).toEqual(['paid', 'complete']);
    // `upi` was read before the verification and still says pending: the refusal comes from the database.
    expect(upi.status).toBe('pending');
    await expect(verify(admin, upi)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This payment is already verified.',
    });
    expect(await db.manager.countBy(PaymentVerification, { paymentId: upi.id })).toBe(1);
  });

  it('records one payment for a submit repeated with its key, and refuses the key with other details', async () => {
    const s = await resident();
    await bill(s);
    const p = payment(s, 500_000);
    const [a, b] = await Promise.all([record(p), record(p)]);
    expect(a.id).toBe(b.id);
    expect(await db.manager.countBy(Payment, { studentId: s.studentId })).toBe(1);
    await expect(record({ ...p, amountPaise: 600_000 })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('never allocates more than was charged when payments race on one resident', async () => {
    const s = await resident('2026-10-05');
    await bill(s);
    const results = await Promise.all(Array.from({ length: 6 }, () => record(payment(s, 450_000))));
    expect(new Set(results.map((r) => r.receiptNo)).size).toBe(6);
    const { allocation } = await ledger.state(null, s.studentId);
    expect(allocation.charges.map((c) => c.settledPaise)).toEqual([900_000, 900_000]);
    expect(allocation.balancePaise).toBe(-900_000);
    expect(results.map((r) => r.settles).sort()).toEqual(
      [
        'Advance',
        'Advance',
        'Nov–Dec 2026 (part)',
        'Nov–Dec 2026 (part)',
        'Oct–Nov 2026 (part)',
        'Oct–Nov 2026 (part)',
      ].sort(),
    );
  });

  it('numbers receipts without gaps or repeats, even with failed and concurrent payments', async () => {
    const s = await resident('2026-11-05');
    const before = await db.manager.countBy(Payment, { hostelId });
    const failing = tx.run(async (m) => {
      await payments.recordPayment(m, warden, payment(s, 100_000));
      throw new Error('rolled back');
    });
    await expect(failing).rejects.toThrow('rolled back');
    await Promise.all(Array.from({ length: 8 }, () => record(payment(s, 100_000))));
    const numbers = (await db.manager.find(Payment, { where: { hostelId }, order: { receiptNo: 'ASC' } })).map(
      (p) => p.receiptNo,
    );
    expect(numbers).toEqual(Array.from({ length: before + 8 }, (_, i) => i + 1));
  });

  it('has no way to change or remove a charge or a payment: the database refuses it', async () => {
    const s = await resident();
    await bill(s);
    await record(payment(s, 100_000));
    await expect(db.query('UPDATE charges SET amount_paise = 1')).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM charges')).rejects.toThrow(/append-only/);
    await expect(db.query('UPDATE payments SET amount_paise = 1')).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM payments')).rejects.toThrow(/append-only/);
    for (const owner of [LedgerBook, RentBilling, PaymentsBook]) {
      const methods = Object.getOwnPropertyNames(owner.prototype);
      expect(methods.filter((name) => /update|delete|remove|edit/i.test(name))).toEqual([]);
    }
  });

  it('reverses periods a corrected schedule no longer has and bills the new ones, editing nothing', async () => {
    const s = await resident('2026-08-05');
    await bill(s);
    await record(payment(s, 900_000));
    const periods = async (schedule: RentSchedule) =>
      periodsOf(await ledger.state(null, s.studentId), schedule, '2026-11-20', 5).map(
        (p) => `${p.label} ${p.startDate} ${p.status}`,
      );
    const moved = { ...s, billFrom: '2026-09-20' };
    await tx.run((m) => billing.align(m, moved, '2026-11-20', '2026-11-20', warden, RESCHEDULED));
    expect(await periods(moved)).toEqual([
      'Dec-Jan 2026-12-20 upcoming',
      'Nov-Dec 2026-11-20 due',
      'Oct-Nov 2026-10-20 overdue',
      'Sep-Oct 2026-09-20 paid',
    ]);
    expect((await ledger.state(null, s.studentId)).allocation.balancePaise).toBe(1_800_000);

    await tx.run((m) => billing.align(m, s, '2026-11-20', '2026-11-20', warden, RESCHEDULED));
    expect(await periods(s)).toEqual([
      'Dec-Jan 2026-12-05 upcoming',
      'Nov-Dec 2026-11-05 overdue',
      'Oct-Nov 2026-10-05 overdue',
      'Sep-Oct 2026-09-05 overdue',
      'Aug-Sep 2026-08-05 paid',
    ]);
    expect((await ledger.state(null, s.studentId)).allocation.balancePaise).toBe(2_700_000);
    const lines = linesOf(await ledger.state(null, s.studentId));
    expect(lines.filter((l) => l.item.startsWith('Reversal: ')).length).toBe(7);
  });

  it('keeps a waived period waived when the billing dates change and change back', async () => {
    const s = await resident('2026-08-05');
    await bill(s);
    const changes = t.app.get(RentChangeBook);
    await tx.run(async (m) => {
      const waiver = await changes.record(m, {
        hostelId,
        studentId: s.studentId,
        kind: 'waiver',
        amountPaise: null,
        effectiveDate: '2026-09-10',
        comment: 'Flooded room',
        requestedBy: admin.actorId,
      });
      return changes.apply(m, admin, waiver, 'Resident');
    });
    const balance = async () => (await ledger.state(null, s.studentId)).allocation.balancePaise;
    expect(await balance()).toBe(2_700_000);
    // Away (every period moves to the 20th) and back: the 5th's periods are billed again, but not the waived one.
    await tx.run((m) =>
      billing.align(m, { ...s, billFrom: '2026-08-20' }, '2026-11-20', '2026-11-20', warden, RESCHEDULED),
    );
    await tx.run((m) => billing.align(m, s, '2026-11-20', '2026-11-20', warden, RESCHEDULED));
    expect(await balance()).toBe(2_700_000);
    const sep = periodsOf(await ledger.state(null, s.studentId), s, '2026-11-20', 5).find((p) => p.label === 'Sep-Oct');
    expect(sep).toBeUndefined();
  });

  it('bills every resident with rent terms in the daily job, once', async () => {
    const room = await kit.newRoom(warden, 2);
    const checkedIn = await kit.checkIn(warden, room, 0, { moveInDate: '2026-09-01' });
    const id = Number(checkedIn.student.id);
    // Check-in bills what has started (the clock's today is 2026-11-20).
    expect(await db.manager.countBy(Charge, { studentId: id })).toBe(3);
    t.clock.advance(15 * 86_400_000);
    const job = t.app.get(HostelRentBilling);
    expect(
      await Promise.all([job.billAll(hostelId), job.billAll(hostelId)]).then((n) => n[0] + n[1]),
    ).toBeGreaterThanOrEqual(1);
    expect(await db.manager.countBy(Charge, { studentId: id })).toBe(4);
    expect(await job.billAll()).toBe(0);
  });

  it('is refused as an AppError, not a crash, for unknown payments', async () => {
    await expect(payments.payment(999_999, hostelId)).rejects.toBeInstanceOf(AppError);
  });
});
