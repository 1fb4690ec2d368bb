import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { User } from '../src/users/user.entity';
import { loginAs } from './support/session';
import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { atOnce, oneWins } from './support/race';
import { TEST_DATABASES } from './support/test-app';

const RECORD = `mutation ($input: RecordPaymentInput!) {
  recordPayment(input: $input) {
    payment { id amountPaise method reference paidOn status settles receiptNumber receiptPath recordedByMe student { id } }
    student { id balance { id balancePaise collectedPaise pendingPaise } }
    periods { id label status amountPaise settledPaise pendingPaise }
    summaries { id month residentsBilled residentsPaid billedPaise collectedPaise pendingVerificationPaise duePaise overduePaise }
    rows { id month paymentStatus inProcess periodStatus rentAmountPaise student { id } }
  }
}`;
const VERIFY = `mutation ($id: ID!) { verifyPayment(id: $id) {
  payment { id status verifiedAt } rows { id paymentStatus inProcess } summaries { id collectedPaise pendingVerificationPaise }
} }`;
const SUMMARY = `query ($month: String!) { paymentSummary(month: $month) {
  id month residentsBilled residentsPaid billedPaise collectedPaise pendingVerificationPaise duePaise overduePaise } }`;
const TABLE = `query ($month: String!, $search: String, $sort: StudentPaymentSort, $page: Int, $pageSize: Int) {
  studentPayments(month: $month, search: $search, sort: $sort, page: $page, pageSize: $pageSize) {
    totalCount items { id paymentStatus inProcess rentAmountPaise student { id name balance { balancePaise } } }
  }
}`;
const LEDGER = `query ($id: ID!) { student(id: $id) {
  id balance { balancePaise }
  rentPeriods(count: 3) { id label status }
  ledgerLines(pageSize: 10) { totalCount items { id date item chargePaise paymentPaise balancePaise payment { id receiptNumber } } }
} }`;

describe.each(TEST_DATABASES)('payments API on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let keys = 0;

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 5);
  });
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  /** A resident who moved in on 2026-10-05 at Rs. 6,500 a month: Oct-Nov and Nov-Dec billed (today is 2026-11-20). */
  async function resident(bed: number, name: string) {
    const { student } = await api.checkIn(room, bed, 'wardenA', { name, moveInDate: '2026-10-05' });
    return student.id;
  }
  const input = (studentId: string, amountPaise: number, extra: Record<string, unknown> = {}) => ({
    studentId,
    amountPaise,
    method: 'cash',
    paidOn: '2026-11-18',
    idempotencyKey: `e2e-key-${++keys}-${db}`,
    ...extra,
  });
  const record = (studentId: string, amountPaise: number, who: Who = 'wardenA', extra: Record<string, unknown> = {}) =>
    api.ask(RECORD, { input: input(studentId, amountPaise, extra) }, who);

  it('records a partial then a full payment and answers every object that changed', async () => {
    const id = await resident(0, 'Ananya Rao');
    const first = (await record(id, 300_000)).body.data.recordPayment;
    expect(first.payment).toMatchObject({
      amountPaise: 300_000,
      method: 'cash',
      status: 'complete',
      settles: 'Oct–Nov 2026 (part)',
      receiptNumber: expect.stringMatching(/^R-\d{6}$/),
      receiptPath: `/api/payments/${first.payment.id}/receipt`,
      recordedByMe: true,
      student: { id },
    });
    expect(first.student.balance).toMatchObject({ balancePaise: 1_000_000, collectedPaise: 300_000 });
    expect(first.periods.map((p: { label: string; status: string }) => `${p.label} ${p.status}`)).toEqual([
      'Dec-Jan upcoming',
      'Nov-Dec overdue',
      'Oct-Nov overdue',
    ]);
    expect(first.rows).toEqual([
      expect.objectContaining({ id: `${id}:2026-10`, paymentStatus: 'due', periodStatus: 'overdue' }),
    ]);
    expect(first.summaries.map((s: { month: string }) => s.month)).toEqual(['2026-10', '2026-11']);

    const full = (await record(id, 1_000_000)).body.data.recordPayment;
    expect(full.payment.settles).toBe('Oct–Nov 2026 (part), Nov–Dec 2026');
    expect(full.student.balance.balancePaise).toBe(0);
    expect(full.rows.map((r: { id: string; paymentStatus: string }) => `${r.id} ${r.paymentStatus}`)).toEqual([
      `${id}:2026-10 paid`,
      `${id}:2026-11 paid`,
    ]);
    const november = full.summaries.find((s: { month: string }) => s.month === '2026-11');
    const summary = (await api.ask(SUMMARY, { month: '2026-11' }, 'staffA')).body.data.paymentSummary;
    expect(summary).toEqual(november);
  });

  it('keeps a UPI payment pending until another admin verifies it', async () => {
    const id = await resident(1, 'Vikram Singh');
    const missingRef = await record(id, 650_000, 'wardenA', { method: 'upi' });
    expect(api.errorOf(missingRef)?.extensions.fields).toEqual([
      { field: 'reference', message: 'Reference is required for UPI and bank transfer.' },
    ]);
    const upi = (await record(id, 650_000, 'adminA', { method: 'upi', reference: '412345678901' })).body.data
      .recordPayment;
    expect(upi.payment.status).toBe('pending');
    expect(upi.rows[0]).toMatchObject({ paymentStatus: 'due', inProcess: 'pending' });
    const PENDING = `query($id: ID!) { student(id: $id) { pendingPayments { id amountPaise recordedByMe } } }`;
    const waiting = (await api.ask(PENDING, { id }, 'superadmin')).body.data.student.pendingPayments;
    expect(waiting).toEqual([{ id: upi.payment.id, amountPaise: 650_000, recordedByMe: false }]);

    // Hostel A has one admin: with maker-checker on (not auto), its admin's own payment waits for someone else.
    const SET = `mutation ($setting: PaymentMakerChecker!) { setPaymentMakerChecker(setting: $setting) { id } }`;
    await api.ask(SET, { setting: 'on' }, 'adminA');
    const own = await api.ask(VERIFY, { id: upi.payment.id }, 'adminA');
    await api.ask(SET, { setting: 'auto' }, 'adminA');
    expect(api.errorOf(own)?.extensions.code).toBe('FORBIDDEN');
    expect(api.errorOf(await api.ask(VERIFY, { id: upi.payment.id }, 'wardenA'))?.extensions.code).toBe('FORBIDDEN');
    expect(api.errorOf(await api.ask(VERIFY, { id: upi.payment.id }, 'adminB'))?.extensions.code).toBe('NOT_FOUND');
    const verified = (await api.ask(VERIFY, { id: upi.payment.id }, 'superadmin')).body.data.verifyPayment;
    expect(verified.payment.status).toBe('complete');
    expect(verified.rows[0]).toMatchObject({ paymentStatus: 'paid', inProcess: 'complete' });
    expect((await api.ask(PENDING, { id }, 'adminA')).body.data.student.pendingPayments).toEqual([]);
  });

  it('answers the same payment for a repeated key', async () => {
    const id = await resident(2, 'Farah Khan');
    const body = input(id, 100_000);
    const [a, b] = await Promise.all([api.ask(RECORD, { input: body }), api.ask(RECORD, { input: body })]);
    expect(a.body.data.recordPayment.payment.id).toBe(b.body.data.recordPayment.payment.id);
  });

  it('lets staff read but not record, the tenant and strangers nothing, and another hostel no one', async () => {
    const id = await resident(3, 'Rohan Mehta');
    expect(api.errorOf(await record(id, 100, 'staffA'))?.extensions.code).toBe('FORBIDDEN');
    expect(api.errorOf(await record(id, 100, 'tenantA'))?.extensions.code).toBe('FORBIDDEN');
    expect(api.errorOf(await api.ask(SUMMARY, { month: '2026-11' }, 'tenantA'))?.extensions.code).toBe('FORBIDDEN');
    const other = await record(id, 100, 'adminB');
    expect(api.errorOf(other)?.extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'studentId' }] });
    const table = (await api.ask(TABLE, { month: '2026-11' }, 'adminB')).body.data.studentPayments;
    expect(table.totalCount).toBe(0);
  });

  it('names each bad field', async () => {
    const id = await resident(4, 'Meera Pillai');
    const res = await record(id, 0, 'wardenA', {
      paidOn: '2027-01-01',
      method: 'bank_transfer',
      reference: 'x',
      idempotencyKey: 'short',
    });
    const fields = (api.errorOf(res)?.extensions.fields ?? []).map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(expect.arrayContaining(['amountPaise', 'idempotencyKey']));
    const dates = await record(id, 100, 'wardenA', { paidOn: '2027-01-01' });
    expect(api.errorOf(dates)?.extensions.fields).toEqual([
      { field: 'paidOn', message: 'Paid on cannot be later than today.' },
    ]);
  });

  it('lists the month searched, sorted and paged, and the resident ledger with receipts', async () => {
    const page = (await api.ask(TABLE, { month: '2026-11', sort: { field: 'PAYMENT_STATUS', direction: 'DESC' } })).body
      .data.studentPayments;
    expect(page.totalCount).toBe(5);
    expect(page.items.map((r: { paymentStatus: string }) => r.paymentStatus)).toEqual([
      'paid',
      'due',
      'due',
      'due',
      'due',
    ]);
    const found = (await api.ask(TABLE, { month: '2026-11', search: 'ananya' })).body.data.studentPayments;
    expect(found.items.map((r: { student: { name: string } }) => r.student.name)).toEqual(['Ananya Rao']);
    const id = found.items[0].student.id;
    const detail = (await api.ask(LEDGER, { id }, 'staffA')).body.data.student;
    expect(detail.ledgerLines.totalCount).toBe(4);
    expect(detail.ledgerLines.items[0]).toMatchObject({ paymentPaise: 1_000_000, balancePaise: 0 });
    expect(detail.ledgerLines.items.at(-1)).toMatchObject({ item: 'Rent Oct-Nov', chargePaise: 650_000 });
  });

  it('downloads a receipt PDF and the month as CSV over REST, for the hostel only', async () => {
    const { body } = await api.ask(TABLE, { month: '2026-11', search: 'ananya' });
    const id = body.data.studentPayments.items[0].student.id;
    const lines = (await api.ask(LEDGER, { id })).body.data.student.ledgerLines.items;
    const paymentId = lines[0].payment.receiptNumber && lines.find((l: { payment: unknown }) => l.payment).payment.id;
    const pdf = await api.t
      .http()
      .get(`/api/payments/${paymentId}/receipt`)
      .set('Authorization', `Bearer ${api.tokens.staffA}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await api.t
      .http()
      .get(`/api/payments/${paymentId}/receipt`)
      .set('Authorization', `Bearer ${api.tokens.adminB}`)
      .expect(404);
    const csv = await api.t
      .http()
      .get('/api/payments/export.csv?month=2026-11')
      .set('Authorization', `Bearer ${api.tokens.adminA}`)
      .expect(200);
    // Every row behind each figure of the month, then the equation; another hostel's rows are not in it.
    expect(csv.text).toContain('Figure,Date,Resident,Item,Receipt,Reference,Amount (Rs.)');
    expect(csv.text).toMatch(
      /\nCollected,2026-11-\d\d,Ananya Rao,"Payment by Cash, receipt R-\d{6}",R-\d{6},,10000\.00\r?\n/,
    );
    expect(csv.text).toMatch(/\nRent billed,2026-11-\d\d,Ananya Rao,Rent Nov-Dec,,,6500\.00\r?\n/);
    expect(csv.text).toMatch(/\n= Closing balance on 2026-11-20,,,,,,-?\d+\.\d\d\r?\n/);
    const otherHostel = await api.t
      .http()
      .get('/api/payments/export.csv?month=2026-11')
      .set('Authorization', `Bearer ${api.tokens.adminB}`)
      .expect(200);
    expect(otherHostel.text).not.toContain('Ananya Rao');
    await api.t
      .http()
      .get('/api/payments/export.csv?month=2026-13')
      .set('Authorization', `Bearer ${api.tokens.adminA}`)
      .expect(400);
  });
  it('keeps the month totals equal to the rows they sum, and the table’s name order through a rename', async () => {
    const data = api.t.app.get(DataSource);
    const sums = async (sql: string) =>
      ((await data.query(sql)) as Record<string, string | number>[]).map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])),
      );
    expect(
      await sums(`SELECT month, SUM(billed) AS billed, SUM(paid) AS paid, SUM(charged_paise) AS charged, SUM(settled_paise) AS settled
        FROM rent_month_totals GROUP BY month HAVING SUM(billed) <> 0 ORDER BY month`),
    ).toEqual(
      await sums(`SELECT month, COUNT(*) AS billed, SUM(CASE WHEN payment_status = 'paid' THEN 1 ELSE 0 END) AS paid,
        SUM(charged_paise) AS charged, SUM(settled_paise) AS settled FROM rent_months GROUP BY month ORDER BY month`),
    );
    const names = async () =>
      (await api.ask(TABLE, { month: '2026-11' })).body.data.studentPayments.items.map(
        (row: { student: { name: string } }) => row.student.name,
      );
    const before = await names();
    const first = (await api.ask(TABLE, { month: '2026-11' })).body.data.studentPayments.items[0].student.id;
    const renamed = await api.ask(
      `mutation ($id: ID!, $input: UpdateStudentInput!) { updateStudent(id: $id, input: $input) { student { id name } } }`,
      { id: first, input: { name: 'Zoya Qureshi' } },
      'adminA',
    );
    expect(api.errorOf(renamed)).toBeUndefined();
    expect(await names()).toEqual([...before.slice(1), 'Zoya Qureshi']);
    // A short term reads the month's copy of the search text; a longer one the residents' full-text index.
    for (const search of ['zo', 'qureshi']) {
      const found = (await api.ask(TABLE, { month: '2026-11', search })).body.data.studentPayments;
      expect(found.items.map((row: { student: { name: string } }) => row.student.name)).toEqual(['Zoya Qureshi']);
      expect(found.totalCount).toBe(1);
    }
  });
  it('answers one key sent at once for ten residents with one payment and nine CONFLICTs, never another’s payment', async () => {
    const ten = [await api.newRoom('adminA', 5), await api.newRoom('adminA', 5)];
    const ids: string[] = [];
    for (const [index, name] of [
      'Kabir',
      'Lata',
      'Manav',
      'Nisha',
      'Om',
      'Pia',
      'Qasim',
      'Rhea',
      'Samar',
      'Tanvi',
    ].entries())
      ids.push(
        (await api.checkIn(ten[index % 2], Math.floor(index / 2), 'wardenA', { name: `${name} Shah` })).student.id,
      );
    const idempotencyKey = `one-key-for-ten-${db}`;
    const answers = await Promise.all(
      ids.map((studentId) => api.ask(RECORD, { input: { ...input(studentId, 100_000), idempotencyKey } })),
    );
    const outcomes = answers.map((res) => {
      const error = api.errorOf(res);
      return error ? `${error.extensions.code} ${error.extensions.fields?.[0]?.field}: ${error.message}` : 'OK';
    });
    expect(outcomes.sort()).toEqual([
      ...Array<string>(9).fill(
        'CONFLICT idempotencyKey: This form was already submitted with other details. Reload the page and try again.',
      ),
      'OK',
    ]);
    const winner = answers.findIndex((res) => !api.errorOf(res));
    expect(answers[winner].body.data.recordPayment.payment.student.id).toBe(ids[winner]);
    const rows = (await api.t.app
      .get(DataSource)
      .query(`SELECT student_id FROM payments WHERE idempotency_key = '${idempotencyKey}'`)) as {
      student_id: unknown;
    }[];
    expect(rows.map((row) => String(row.student_id))).toEqual([ids[winner]]);
  });

  it('verifies a payment once when it is verified ten times at once', async () => {
    const { student } = await api.checkIn(await api.newRoom('adminA', 1), 0, 'wardenA', { name: 'Zainab Ali' });
    const upi = (await record(student.id, 200_000, 'wardenA', { method: 'upi', reference: '512345678901' })).body.data
      .recordPayment.payment;
    const verified = await atOnce(() => api.ask(VERIFY, { id: upi.id }, 'adminA'));
    expect(verified.outcomes).toEqual(oneWins('This payment is already verified.'));
    const rows = (await api.t.app
      .get(DataSource)
      .query(`SELECT COUNT(*) AS n FROM payment_verifications WHERE payment_id = ${Number(upi.id)}`)) as {
      n: string | number;
    }[];
    expect(Number(rows[0].n)).toBe(1);
  });

  // Last: it moves the clock on.
  it('bills the periods started by now for an admin, and the activity log names who asked', async () => {
    expect(api.errorOf(await api.ask('mutation { billRentNow }', {}, 'wardenA'))?.extensions.code).toBe('FORBIDDEN');
    expect((await api.ask('mutation { billRentNow }', {}, 'adminA')).body.data.billRentNow).toBe(0);
    const data = api.t.app.get(DataSource);
    const rentCharges = async () =>
      Number((await data.query(`SELECT COUNT(*) AS n FROM charges WHERE kind = 'rent'`))[0].n);
    await api.checkIn(await api.newRoom('adminA', 1), 0, 'wardenA', { name: 'Uma Verma', moveInDate: '2026-10-06' });
    const before = await rentCharges();
    // 2026-12-06: Uma's Dec 6 period (and every period started since) is due.
    api.t.clock.advance(16 * 86_400_000);
    api.tokens.adminA = await loginAs(api.t, api.seed.phones.adminA);
    const billed = (await api.ask('mutation { billRentNow }', {}, 'adminA')).body.data.billRentNow;
    expect(billed).toBeGreaterThan(0);
    expect(await rentCharges()).toBe(before + billed);
    const admin = await data.manager.findOneByOrFail(User, { phoneNumber: api.seed.phones.adminA });
    const entries = await data.manager.find(Activity, { where: { action: 'rent.billed' } });
    expect(entries.map((e) => [e.hostelId, e.actorUserId, e.detail])).toEqual([
      [api.seed.hostelA.id, admin.id, `${billed} rent period${billed === 1 ? '' : 's'} billed`],
    ]);
  });
});
