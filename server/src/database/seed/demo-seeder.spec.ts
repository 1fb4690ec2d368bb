import { DataSource, IsNull, Not } from 'typeorm';
import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { userCaller } from '../../common/caller';
import { Bed } from '../../housing/beds/bed.entity';
import { Deposit } from '../../deposits/deposit.entity';
import { Charge } from '../../ledger/charges/charge.entity';
import { Checkout } from '../../ledger/checkout/checkout.entity';
import { CheckoutRecords } from '../../ledger/checkout/checkout-records.service';
import { Refund } from '../../ledger/checkout/refund.entity';
import { CheckoutService } from '../../workflows/checkout/checkout.service';
import { LedgerBook } from '../../ledger/ledger-book.service';
import { SubscriptionInvoice } from '../../ledger/subscription-invoices/subscription-invoice.entity';
import { Payment } from '../../ledger/payments/payment.entity';
import { PaymentReversal } from '../../ledger/payments/payment-reversal.entity';
import { RentMonth } from '../../ledger/months/rent-month.entity';
import { Hostel } from '../../hostels/hostel.entity';
import { RentTerms } from '../../rent/rent-terms.entity';
import { availabilityOf, Room } from '../../housing/rooms/room.entity';
import { Stay } from '../../housing/stays/stay.entity';
import { Student } from '../../students/student.entity';
import { User } from '../../users/user.entity';
import { ActivityLog } from '../../events/activity-log.query';
import { DEMO_ADMIN_PHONE, DEMO_RESIDENT_PHONE } from './demo-data';
import { DemoSeeder } from './demo-seeder';
import { DuesQuery } from '../../workflows/dues/dues.query';
import { addDays, bedLabel, REQUEST_TYPES } from '@hostel-admin/rules';
import { todayIn } from '../../common/calendar';
import { Request } from '../../requests/request.entity';
import { RequestStatusChange } from '../../requests/request-status-change.entity';
import { RequestListQuery } from '../../requests/request-list.query';
import { demoApiChecks } from '../../../test/support/demo-api-checks';
import { demoDailyChecks } from '../../../test/support/demo-daily-checks';
import { demoNotificationChecks } from '../../../test/support/demo-notification-checks';
import { demoTimePassesChecks } from '../../../test/support/demo-time-passes-checks';

describe.each(TEST_DATABASES)('DemoSeeder on %s', (database) => {
  let t: TestApp;
  let db: DataSource;

  // The whole demo hostel in one transaction: seconds on an idle machine, longer on a busy CI runner. Seeded once per
  // database for every check of the demo data: these, the daily records, the notifications and the API's view.
  beforeAll(async () => {
    t = await startTestApp(database, { SEED_DEMO_DATA: 'true' });
    db = t.app.get(DataSource);
  }, 120_000);
  afterAll(() => t.close());

  it('loads one hostel with its admin, warden, staff member and one resident with their own login', async () => {
    expect(await db.getRepository(Hostel).count()).toBe(1);
    const users = await db.getRepository(User).find({ order: { phoneNumber: 'ASC' } });
    expect(users.map((u) => [u.phoneNumber, u.role, u.fullName])).toEqual([
      [DEMO_ADMIN_PHONE, 'admin', 'Rahul Sharma'],
      ['+919876543211', 'warden', 'Meena Iyer'],
      ['+919876543212', 'staff', 'Suresh Kumar'],
      [DEMO_RESIDENT_PHONE, 'tenant', 'Aarav Mehta'],
    ]);
    const resident = await db.getRepository(Student).findOneByOrFail({ phone: DEMO_RESIDENT_PHONE });
    expect([users[3].studentId, users[3].isActive, resident.archivedAt]).toEqual([resident.id, true, null]);
    expect(await db.getRepository(Payment).countBy({ studentId: resident.id })).toBeGreaterThan(0); // receipts to show
  });

  it("fills in the demo admin's profile (their own change, in their activity) and sets no password", async () => {
    const admin = await db.getRepository(User).findOneByOrFail({ phoneNumber: DEMO_ADMIN_PHONE });
    expect(admin).toMatchObject({
      pincode: '560034',
      city: 'Bengaluru',
      state: 'Karnataka',
      district: 'Bengaluru Urban',
      otherAddress: expect.stringContaining('Koramangala'),
      passwordChangedAt: null,
    });
    const own = await t.app.get(ActivityLog).byActor(admin.id, admin.hostelId, 1, 10);
    expect(own.items[0]).toMatchObject({ text: 'Updated your profile', subjectId: admin.id });
    expect(own.totalCount).toBeGreaterThan(10);
  });

  it('lays out rooms over three floors in every type, with and without AC', async () => {
    const rooms = await db.getRepository(Room).find();
    expect(new Set(rooms.map((r) => r.floor))).toEqual(new Set([1, 2, 3]));
    for (const roomType of ['normal', 'delux', 'super_delux']) {
      expect(
        rooms
          .filter((r) => r.roomType === roomType)
          .map((r) => r.isAc)
          .sort(),
      ).toEqual([false, false, false, true, true, true]);
    }
    expect(new Set(rooms.map((r) => r.availability))).toEqual(
      new Set(['available', 'partially_available', 'not_available']),
    );
  });

  it('seats about 42 residents with distinct phones and emails, leaving beds free', async () => {
    const students = await db.getRepository(Student).find();
    expect(students).toHaveLength(42);
    expect(new Set(students.map((s) => s.phone)).size).toBe(42);
    expect(new Set(students.map((s) => s.email)).size).toBe(42);
    for (const s of students) {
      expect(s.phone).toMatch(/^\+91[6-9]\d{9}$/);
      expect(s.moveInDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const daysAgo = (t.clock.now().getTime() - Date.parse(s.moveInDate)) / 86_400_000;
      expect(daysAgo).toBeGreaterThan(0);
      expect(daysAgo).toBeLessThan(310);
    }
    const beds = await db.getRepository(Bed).find();
    const seated = beds.filter((b) => b.currentStudentId !== null);
    expect(seated.length).toBeGreaterThanOrEqual(38);
    expect(beds.some((b) => !b.isOccupied)).toBe(true);
    expect(beds.every((b) => b.pricePerMonthPaise > 0 && b.pricePerMonthPaise % 100 === 0)).toBe(true);
  });

  it('keeps every room counter equal to its beds', async () => {
    const rooms = await db.getRepository(Room).find({ relations: { beds: true } });
    for (const room of rooms) {
      const occupied = room.beds!.filter((b) => b.isOccupied).length;
      expect([room.totalBeds, room.bedsOccupied, room.availability]).toEqual([
        room.beds!.length,
        occupied,
        availabilityOf(room.beds!.length, occupied),
      ]);
    }
  });

  it('gives every seated resident a stay from move-in, rent terms at the bed price and a Rs. 9000 deposit', async () => {
    const seated = await db
      .getRepository(Bed)
      .find({ where: { currentStudentId: Not(IsNull()) }, relations: { room: true } });
    const students = new Map((await db.getRepository(Student).find()).map((s) => [s.id, s]));
    const [stays, terms, deposits] = [
      await db.getRepository(Stay).find(),
      await db.getRepository(RentTerms).find(),
      await db.getRepository(Deposit).find(),
    ];
    // Two residents have checked out (their stays ended and the beds are free): they keep their stay, terms, deposit.
    expect([stays.length, terms.length, deposits.length]).toEqual([
      seated.length + 2,
      seated.length + 2,
      seated.length + 2,
    ]);
    expect(stays.filter((s) => s.endDate !== null).length).toBe(2);
    for (const bed of seated) {
      const student = students.get(bed.currentStudentId!)!;
      expect(stays.find((s) => s.studentId === student.id)).toMatchObject({
        bedId: bed.id,
        bedLabel: bedLabel(bed.room!.roomNumber, bed.bedNumber),
        startDate: student.moveInDate,
        endDate: null,
      });
      expect(terms.find((r) => r.studentId === student.id)).toMatchObject({
        monthlyRentPaise: bed.pricePerMonthPaise,
        rentAgreementDays: 330,
        noticePeriodDays: 30,
      });
      expect(deposits.find((d) => d.studentId === student.id)).toMatchObject({
        amountPaise: 900_000,
        paidOn: student.moveInDate,
      });
    }
    // Some residents' rent is billed from a later date than they moved in (the hostel went live on the app then).
    const billedLater = terms.filter((r) => r.billFrom !== null);
    expect(billedLater.length).toBeGreaterThan(0);
    expect(billedLater.filter((r) => !(r.billFrom! > students.get(r.studentId)!.moveInDate))).toEqual([]);
    const methods = deposits.map((d) => d.method);
    expect(new Set(methods)).toEqual(new Set(['cash', 'upi', 'bank_transfer']));
    expect(methods.filter((m) => m === 'cash').length).toBe(Math.ceil(deposits.length / 3));
  });

  it('gives the hostel months of rent history: paid, part paid, due, overdue, waiting for verification, extra charges', async () => {
    const months = await db.getRepository(RentMonth).find();
    const monthsOfHistory = new Set(months.map((m) => m.month));
    expect(monthsOfHistory.size).toBeGreaterThanOrEqual(6);
    const current = months.filter((m) => m.month === '2026-11');
    expect(new Set(current.map((m) => m.paymentStatus))).toEqual(new Set(['paid', 'due']));
    expect(current.some((m) => m.inProcess === 'pending')).toBe(true);
    expect(current.some((m) => m.settledPaise > 0 && m.settledPaise < m.chargedPaise)).toBe(true);
    expect(months.some((m) => m.month < '2026-11' && m.paymentStatus === 'due')).toBe(true);
    const charges = await db.getRepository(Charge).findBy({ kind: 'extra' });
    expect(new Set(charges.map((c) => c.reason))).toEqual(new Set(['electric', 'water', 'maintenance']));
    const payments = await db.getRepository(Payment).count();
    expect(payments).toBeGreaterThan(100);
  });

  it('has residents under notice (one settling, one past the move-out date), one who left with a refund and one owing', async () => {
    const checkouts = await db.getRepository(Checkout).find({ order: { noticeDate: 'ASC' } });
    expect(checkouts.map((c) => c.status)).toEqual(['refunded', 'refunded', 'notice', 'in_process', 'notice']);
    // The third moved out four days ago without a settlement: still a resident, their move-out date passed.
    const today = todayIn(t.clock);
    expect(checkouts[2].moveOutDate).toBe(addDays(today, -4));
    expect((await db.getRepository(Student).findOneByOrFail({ id: checkouts[2].studentId })).archivedAt).toBeNull();
    for (const gone of checkouts.slice(0, 2))
      expect((await db.getRepository(Student).findOneByOrFail({ id: gone.studentId })).archivedAt).not.toBeNull();
    const owed = await t.app.get(LedgerBook).state(null, checkouts[1].studentId);
    expect(owed.allocation.balancePaise).toBeGreaterThan(0);
    // Refunds on the record: the settled leaver's reference, and every paid settlement with its lines.
    const refunds = await db.getRepository(Refund).find({ order: { id: 'ASC' } });
    expect(refunds.map((r) => r.reference)).toContain('HDFCN52026111800042');
    for (const refund of refunds) expect(JSON.parse(refund.settlementLines ?? '[]').length).toBeGreaterThan(0);
    const hostelId = checkouts[0].hostelId;
    const paid = await t.app.get(CheckoutRecords).refundsPaidBetween(hostelId, '2000-01-01', '2999-12-31');
    expect(paid).toHaveLength(2);
  });

  it('shows a settlement in progress line by line', async () => {
    const settling = await db.getRepository(Checkout).findOneByOrFail({ status: 'in_process' });
    const admin = userCaller({
      userId: settling.noticedBy,
      hostelId: settling.hostelId,
      role: 'admin',
      sessionId: 'spec',
    });
    const s = await t.app.get(CheckoutService).settlement(admin, settling);
    const sum = (kinds: (k: string) => boolean) =>
      s.lines.filter((l) => kinds(l.kind)).reduce((total, l) => total + l.amountPaise, 0);
    expect(s.lines.some((l) => l.kind === 'rent' && l.startDate && l.endDate)).toBe(true);
    expect(s.lines).toContainEqual(expect.objectContaining({ kind: 'deduction', note: 'Deep cleaning of the room' }));
    expect(sum((k) => k !== 'deduction')).toBe(s.duesPaise);
    expect(sum((k) => k === 'deduction')).toBe(s.deductionsPaise);
  });

  it("shows Extra Billing at work: a room's electric bill split to the paisa, water per resident, a voided charge", async () => {
    const charges = await db.getRepository(Charge).findBy({ kind: 'extra' });
    const meter = charges.filter((c) => c.comment?.includes('meter bill Rs. 2,483.51 split'));
    expect(meter.length).toBeGreaterThanOrEqual(3);
    expect(meter.reduce((sum, c) => sum + c.amountPaise, 0)).toBe(248_351);
    const water = charges.filter((c) => c.reason === 'water');
    expect(new Set(water.map((c) => c.amountPaise)).size).toBeGreaterThan(1);
    const voids = await db.getRepository(Charge).findBy({ reason: 'void' });
    expect(voids).toHaveLength(1);
    const voided = charges.find((c) => c.id === voids[0].reversesChargeId)!;
    expect([voided.reason, voids[0].amountPaise]).toEqual(['maintenance', -voided.amountPaise]);
  });

  it('has a voided duplicate and a rejected UPI payment, each with its reason', async () => {
    const reversals = await db.getRepository(PaymentReversal).find({ order: { kind: 'ASC' } });
    expect(reversals.map((r) => [r.kind, r.reason])).toEqual([
      ['reject', 'UTR not found in the bank statement; the resident was asked to pay again'],
      ['void', expect.stringMatching(/^Duplicate entry: the same payment was recorded twice/)],
    ]);
    const [rejected, voided] = await t.app.get(LedgerBook).paymentsByIds(
      db.manager,
      reversals.map((r) => r.paymentId),
    );
    expect([rejected.method, rejected.status, voided.method, voided.status]).toEqual([
      'upi',
      'rejected',
      'cash',
      'voided',
    ]);
  });

  it('shows money in every ageing bucket of the dues list, a leaver who owes and a payment awaiting verification', async () => {
    const hostel = await db.getRepository(Hostel).findOneByOrFail({});
    const rows = await t.app.get(DuesQuery).select(hostel.id, {}, '2026-11-20', hostel.rentGraceDays);
    for (const bucket of ['days0To30Paise', 'days31To60Paise', 'days61To90Paise', 'days90PlusPaise'] as const)
      expect(rows.some((row) => !row.leaver && row[bucket] > 0)).toBe(true);
    expect(rows.some((row) => row.leaver && row.balancePaise > 0)).toBe(true);
    expect(rows.some((row) => row.paidAwaitingVerification)).toBe(true);
  });

  it('has six months of subscription invoices, the current one pending', async () => {
    const invoices = await db.getRepository(SubscriptionInvoice).find({ order: { periodStart: 'DESC' } });
    expect(invoices.length).toBeGreaterThanOrEqual(6);
    expect(invoices.map((i) => i.status)).toEqual(['pending', ...invoices.slice(1).map(() => 'paid')]);
  });

  it('has requests of every type and status, some overdue, with their history, for current residents', async () => {
    const requests = await db.getRepository(Request).find();
    const kinds = new Set(requests.map((r) => `${r.type}:${r.status}`));
    for (const type of REQUEST_TYPES) {
      expect(kinds).toContain(`${type}:pending`);
      expect(kinds).toContain(`${type}:complete`);
    }
    expect([...kinds].filter((k) => k.endsWith(':working')).length).toBeGreaterThanOrEqual(3);
    const counts = await t.app.get(RequestListQuery).counts(requests[0].hostelId);
    expect(counts.every((c) => c.open > 0)).toBe(true);
    expect(counts.every((c) => c.overdue > 0)).toBe(true);
    const history = await db.getRepository(RequestStatusChange).count();
    expect(history).toBeGreaterThanOrEqual(requests.filter((r) => r.status !== 'pending').length);
    for (const request of requests)
      expect((await db.getRepository(Student).findOneByOrFail({ id: request.studentId })).archivedAt).toBeNull();
  });

  it('adds nothing when run again', async () => {
    const count = async () => [
      await db.getRepository(Hostel).count(),
      await db.getRepository(Room).count(),
      await db.getRepository(Student).count(),
    ];
    const before = await count();
    expect(await t.app.get(DemoSeeder).seedIfEmpty()).toBe(false);
    expect(await count()).toEqual(before);
  });

  demoDailyChecks(() => t);
  demoNotificationChecks(() => t);
  demoApiChecks(() => t);
  // Last: it moves the clock 75 days.
  demoTimePassesChecks(() => t, database);
});
