import { parse } from 'csv-parse/sync';
import { LedgerBook } from '../src/ledger/ledger-book.service';
import { noticeToPayout } from './support/checkout-flow';
import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';
import { pdfText } from './support/pdf-text';

const FIGURES = `balancePaise awaitingVerificationPaise notDuePaise days0To30Paise days31To60Paise days61To90Paise days90PlusPaise`;
const DUES = `query ($search: String, $filter: DuesFilter, $sort: DuesSort, $page: Int, $pageSize: Int) {
  dues(search: $search, filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    totalCount
    totals { ${FIGURES} residentsOwing }
    items { id ${FIGURES} oldestUnpaid { label startDate endDate } daysPastDue overdue paidAwaitingVerification leaver
      student { id name } }
  }
}`;
const PAY = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id status } } }`;
const VOID = `mutation ($input: ReversePaymentInput!) { voidPayment(input: $input) { payment { id status } } }`;
const REFUND = `mutation ($input: PayRefundInput!) { payRefund(input: $input) { student { archived } } }`;

type Figures = Record<string, number>;
type Row = Figures & { id: string; student: { id: string; name: string } };

const FIGURE_KEYS = FIGURES.split(' ');
const sumOf = (rows: Figures[]) => Object.fromEntries(FIGURE_KEYS.map((k) => [k, rows.reduce((s, r) => s + r[k], 0)]));

/**
 * Who owes what, aged, on the test clock's day (2026-11-20; rent Rs. 6,500 a month): a resident who never paid
 * since June, one paid up, one whose payment waits for verification, and a leaver who still owes.
 */
describe.each(TEST_DATABASES)('dues list, CSV and statement on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  const ids: Record<string, string> = {};
  let keys = 0;
  const key = () => `dues-${db}-${++keys}`;
  const dues = async (variables: Record<string, unknown> = {}, who: Who = 'wardenA') => {
    const res = await api.ask(DUES, variables, who);
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data.dues as { totalCount: number; totals: Figures; items: Row[] };
  };
  const names = (rows: Row[]) => rows.map((r) => r.student.name);
  const download = (path: string, who: Who | null = 'adminA') => {
    const req = api.t.http().get(path);
    if (who) req.set('Authorization', `Bearer ${api.tokens[who]}`);
    return req.buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  };

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 4);
    const checkIn = async (bed: number, name: string, moveInDate: string) =>
      (await api.checkIn(room, bed, 'wardenA', { name, moveInDate })).student.id;
    const pay = async (studentId: string, amountPaise: number, method = 'cash') => {
      const input = { studentId, amountPaise, method, paidOn: '2026-11-18', idempotencyKey: key() };
      const extra = method === 'upi' ? { reference: `4${String(Date.now()).slice(-11)}` } : {};
      const res = await api.ask(PAY, { input: { ...input, ...extra } }, 'wardenA');
      expect(api.errorOf(res)).toBeUndefined();
      return res.body.data.recordPayment.payment.id as string;
    };
    ids.asha = await checkIn(0, 'Asha Oldham', '2026-06-15');
    ids.bala = await checkIn(1, 'Bala Paidup', '2026-10-01');
    ids.balaPayment = await pay(ids.bala, 1_300_000);
    ids.chitra = await checkIn(2, 'Chitra Upi', '2026-11-01');
    await pay(ids.chitra, 650_000, 'upi');
    ids.dev = await checkIn(3, 'Dev Leaver', '2026-09-10');
    await noticeToPayout(api, ids.dev, '2026-10-21', REFUND, key);
    const roomB = await api.newRoom('adminB', 1);
    ids.other = (await api.checkIn(roomB, 0, 'adminB', { name: 'Other Hostel', moveInDate: '2026-06-15' })).student.id;
  });
  afterAll(() => api.close());
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  it('ages each resident’s unpaid charges, most days past due first, and says who left and who waits on a verification', async () => {
    const list = await dues();
    expect(names(list.items)).toEqual(['Asha Oldham', 'Dev Leaver', 'Chitra Upi', 'Bala Paidup']);
    const [asha, dev, chitra, bala] = list.items;
    // Jun 15 … Nov 15 unpaid: 158, 128 and 97 days past due (over 90), 66, 36 and 5.
    expect(asha).toMatchObject({
      balancePaise: 3_900_000,
      awaitingVerificationPaise: 0,
      notDuePaise: 0,
      days0To30Paise: 650_000,
      days31To60Paise: 650_000,
      days61To90Paise: 650_000,
      days90PlusPaise: 1_950_000,
      oldestUnpaid: { label: 'Rent Jun-Jul', startDate: '2026-06-15', endDate: '2026-07-14' },
      daysPastDue: 158,
      overdue: true,
      leaver: false,
      paidAwaitingVerification: false,
    });
    // Sep-Oct, Oct-Nov and Nov-Dec less the Rs. 9,000 deposit: Rs. 4,000 of Oct-Nov and Nov-Dec left.
    expect(dev).toMatchObject({
      balancePaise: 1_050_000,
      days31To60Paise: 400_000,
      days0To30Paise: 650_000,
      daysPastDue: 41,
      overdue: true,
      leaver: true,
    });
    expect(chitra).toMatchObject({
      balancePaise: 650_000,
      awaitingVerificationPaise: 650_000,
      days0To30Paise: 0,
      oldestUnpaid: null,
      overdue: false,
      paidAwaitingVerification: true,
    });
    expect(bala).toMatchObject({ balancePaise: 0, oldestUnpaid: null, overdue: false, leaver: false });
    for (const row of list.items)
      expect(row.balancePaise).toBe(
        row.awaitingVerificationPaise +
          row.notDuePaise +
          row.days0To30Paise +
          row.days31To60Paise +
          row.days61To90Paise +
          row.days90PlusPaise,
      );
  });

  it('totals equal the sum of the rows and the sum of the ledger’s balances', async () => {
    const list = await dues();
    expect(list.totalCount).toBe(4);
    expect(list.totals).toEqual({ ...sumOf(list.items), residentsOwing: 3 });
    const ledger = api.t.app.get(LedgerBook);
    let balances = 0;
    for (const row of list.items) balances += (await ledger.state(null, Number(row.id))).allocation.balancePaise;
    expect(list.totals.balancePaise).toBe(balances);
    expect(balances).toBe(3_900_000 + 1_050_000 + 650_000);
  });

  it('filters overdue, leavers who owe and those awaiting verification; sorts by balance or name; searches; pages', async () => {
    expect(names((await dues({ filter: 'OVERDUE' })).items)).toEqual(['Asha Oldham', 'Dev Leaver']);
    const leavers = await dues({ filter: 'LEAVERS_WITH_BALANCE' });
    expect(names(leavers.items)).toEqual(['Dev Leaver']);
    expect(leavers.totals.balancePaise).toBe(1_050_000);
    expect(names((await dues({ filter: 'AWAITING_VERIFICATION' })).items)).toEqual(['Chitra Upi']);
    expect(names((await dues({ sort: 'BALANCE_DESC' })).items)).toEqual([
      'Asha Oldham',
      'Dev Leaver',
      'Chitra Upi',
      'Bala Paidup',
    ]);
    expect(names((await dues({ sort: 'NAME' })).items)).toEqual([
      'Asha Oldham',
      'Bala Paidup',
      'Chitra Upi',
      'Dev Leaver',
    ]);
    expect(names((await dues({ search: 'CHITRA' })).items)).toEqual(['Chitra Upi']);
    const second = await dues({ sort: 'NAME', page: 2, pageSize: 10 });
    expect(second).toMatchObject({ items: [], totalCount: 4 });
    expect(second.totals.balancePaise).toBe(5_600_000);
    const bad = await api.ask(DUES, { pageSize: 7 });
    expect(api.errorOf(bad)?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('is for staff who see payments, and for the caller’s hostel only', async () => {
    expect(names((await dues({}, 'staffA')).items)).toHaveLength(4);
    expect(api.errorOf(await api.ask(DUES, {}, 'tenantA'))?.extensions.code).toBe('FORBIDDEN');
    expect(api.errorOf(await api.ask(DUES, {}, null))?.extensions.code).toBe('UNAUTHENTICATED');
    expect(names((await dues({}, 'adminB')).items)).toEqual(['Other Hostel']);
  });

  it('exports the list as CSV with every figure, filtered and sorted as asked, then the totals', async () => {
    const res = await download('/api/dues.csv?filter=OVERDUE&sort=BALANCE_DESC');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dues-2026-11-20.csv"');
    const records = parse((res.body as Buffer).toString('utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(records.map((r) => r.Resident)).toEqual(['Asha Oldham', 'Dev Leaver', 'Total (2 owing)']);
    expect(records[0]).toEqual({
      Resident: 'Asha Oldham',
      Phone: expect.stringMatching(/^\+91/),
      Room: expect.stringMatching(/^\d+$/),
      Left: 'no',
      'Balance (Rs.)': '39000.00',
      'Awaiting verification (Rs.)': '0.00',
      'Not yet due (Rs.)': '0.00',
      '0-30 days (Rs.)': '6500.00',
      '31-60 days (Rs.)': '6500.00',
      '61-90 days (Rs.)': '6500.00',
      'Over 90 days (Rs.)': '19500.00',
      'Oldest unpaid': 'Rent Jun-Jul',
      'Oldest unpaid from': '2026-06-15',
      'Oldest unpaid to': '2026-07-14',
      'Days past due': '158',
      Status: 'Overdue',
    });
    expect(records[1]).toMatchObject({ Left: 'yes', Room: '', 'Balance (Rs.)': '10500.00' });
    expect(records[2]).toMatchObject({ 'Balance (Rs.)': '49500.00', 'Over 90 days (Rs.)': '19500.00' });
    const all = parse((await download('/api/dues.csv')).body.toString('utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(all.find((r) => r.Resident === 'Chitra Upi')?.Status).toBe('Paid, awaiting verification');
    expect((await download('/api/dues.csv', null)).status).toBe(401);
    expect((await download('/api/dues.csv', 'tenantA')).status).toBe(403);
    expect((await download('/api/dues.csv?filter=SOME', 'adminA')).status).toBe(400);
  });

  it('prints a resident’s statement: lines with the running balance, totals, what waits for verification apart', async () => {
    const res = await download(`/api/students/${ids.asha}/statement.pdf`, 'staffA');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="statement-asha-oldham-2026-06-15-2026-11-20.pdf"',
    );
    const text = pdfText(res.body as Buffer);
    for (const part of [
      'Statement of account',
      'Asha Oldham',
      `Room ${room.roomNumber}, bed ${room.beds[0].label}`,
      'Period: 15 Jun 2026 to 20 Nov 2026',
      'Opening balance',
      'Rent Jun-Jul',
      'Rent Nov-Dec',
      'Totals Rs. 39,000 Rs. 0',
      'Balance due Rs. 39,000',
    ])
      expect(text).toContain(part);

    const october = pdfText(
      (await download(`/api/students/${ids.asha}/statement.pdf?from=2026-10-01&to=2026-10-31`)).body,
    );
    expect(october).toContain('Period: 1 Oct 2026 to 31 Oct 2026');
    expect(october).toContain('Rs. 26,000'); // the opening balance: June to September
    expect(october).not.toContain('Rent Jun-Jul');
    expect(october).toContain('Balance due Rs. 32,500');

    const chitra = pdfText((await download(`/api/students/${ids.chitra}/statement.pdf`)).body);
    expect(chitra).toContain('Balance due Rs. 6,500');
    expect(chitra).toContain('Awaiting verification: Rs. 6,500');
    const dev = pdfText((await download(`/api/students/${ids.dev}/statement.pdf`)).body);
    expect(dev).toContain('Balance due Rs. 10,500');

    expect((await download(`/api/students/${ids.asha}/statement.pdf`, 'adminB')).status).toBe(404);
    expect((await download(`/api/students/${ids.asha}/statement.pdf`, 'tenantA')).status).toBe(403);
    const backwards = await download(`/api/students/${ids.asha}/statement.pdf?from=2026-11-01&to=2026-10-01`);
    expect(backwards.status).toBe(400);
    expect(JSON.parse(backwards.body.toString()).fields).toEqual([
      { field: 'to', message: 'To must be on or after From.' },
    ]);
    expect((await download(`/api/students/${ids.asha}/statement.pdf?from=2026-02-30`)).status).toBe(400);
  });

  it('counts a voided payment as owed again: the list ages it, the statement shows the payment and its void', async () => {
    const input = { idempotencyKey: key(), paymentId: ids.balaPayment, reason: 'Duplicate entry, cash never received' };
    expect(api.errorOf(await api.ask(VOID, { input }, 'adminA'))).toBeUndefined();
    const bala = (await dues({ search: 'Bala' })).items[0];
    // Oct-Nov (50 days past due) and Nov-Dec (19 days).
    expect(bala).toMatchObject({ balancePaise: 1_300_000, days31To60Paise: 650_000, days0To30Paise: 650_000 });
    const text = pdfText((await download(`/api/students/${ids.bala}/statement.pdf`)).body);
    expect(text).toContain('Payment by Cash (voided)');
    expect(text).toContain('voided: Duplicate entry, cash never received');
    expect(text).toContain('Balance due Rs. 13,000');
  });
});
