import { DataSource } from 'typeorm';
import type { RequestCaller } from '../../common/caller';
import { Transactions } from '../../common/transactions';
import { caller, studentsKit } from '../../../test/support/students';
import { brokenMoneyInvariants } from '../../../test/support/invariants';
import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { seedTwoHostels } from '../../../test/support/users';
import { LedgerBook } from '../../ledger/ledger-book.service';
import type { RentSchedule } from '../../ledger/rent-billing/ledger-schedule';
import { RentBilling } from '../../ledger/rent-billing/rent-billing.service';
import { RentMonth } from '../../ledger/months/rent-month.entity';
import { StudentRecords } from '../../students/student-records.service';
import { Student } from '../../students/student.entity';
import { PaymentsService } from './payments.service';

/** What a payment costs the database, and the month projection following a resident's rename. */
describe.each(TEST_DATABASES)('Payments and the month projection on %s', (database) => {
  let t: TestApp;
  let tx: Transactions;
  let db: DataSource;
  let kit: ReturnType<typeof studentsKit>;
  let admin: RequestCaller;
  let hostelId: number;
  let keys = 0;

  beforeAll(async () => {
    t = await startTestApp(database);
    hostelId = (await seedTwoHostels(t)).hostelA.id;
    // Ids as seedTwoHostels makes them: superadmin 1, adminA 2.
    admin = caller(hostelId, 'admin', 2);
    tx = t.app.get(Transactions);
    db = t.app.get(DataSource);
    kit = studentsKit(t);
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await brokenMoneyInvariants(t)).toEqual({}));

  /** A resident billed Rs. 9,000 a month from `billFrom`, up to 2026-11-20. */
  async function resident(billFrom: string): Promise<RentSchedule> {
    const student = await kit.newStudent(admin, `Resident ${++keys}`);
    const s = { studentId: student.id, hostelId, billFrom, monthlyRentPaise: 900_000, endsOn: null };
    await tx.run((m) => t.app.get(RentBilling).billRent(m, s, '2026-11-20'));
    return s;
  }

  it("reads the resident's rows once to record a payment, and once to verify it", async () => {
    const s = await resident('2026-11-05');
    const service = t.app.get(PaymentsService);
    const ledger = t.app.get(LedgerBook);
    const reads = jest.spyOn(ledger, 'state');
    try {
      const { payment: upi } = await service.record(admin, {
        studentId: s.studentId,
        amountPaise: 900_000,
        method: 'upi',
        reference: '412345678901',
        paidOn: '2026-11-10',
        note: null,
        idempotencyKey: `once-${s.studentId}-upi`,
      });
      expect(reads).toHaveBeenCalledTimes(1);
      reads.mockClear();
      const { payment } = await service.verify(caller(hostelId, 'superadmin', 1), upi.id);
      expect(payment.status).toBe('complete');
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('copies a renamed resident onto their months, so the month table sorts and finds them by the new name', async () => {
    const s = await resident('2026-10-05');
    const student = await db.manager.findOneByOrFail(Student, { id: s.studentId });
    await tx.run((m) => t.app.get(StudentRecords).update(m, student, { name: 'Zoya Qureshi', phone: '+919812300001' }));
    const months = await db.manager.findBy(RentMonth, { studentId: s.studentId });
    expect(months.length).toBe(2);
    for (const month of months) {
      expect(month.nameKey).toBe('zoya qureshi');
      expect(month.searchText).toContain('zoya qureshi');
      expect(month.searchText).toContain('9812300001');
    }
  });
});
