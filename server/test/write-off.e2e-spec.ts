import { DataSource } from 'typeorm';
import { Charge } from '../src/ledger/charges/charge.entity';
import { ApiRoom, startHostelApi } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { atOnce } from './support/race';
import { noticeToPayout } from './support/checkout-flow';
import { TEST_DATABASES } from './support/test-app';

const REFUND = `mutation ($input: PayRefundInput!) { payRefund(input: $input) {
  checkout { settlement { refundPaise stillOwedPaise } } student { archived } } }`;
const PAY = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }`;
const WRITE_OFF = `mutation ($input: WriteOffBalanceInput!) { writeOffBalance(input: $input) {
  id archived balance { balancePaise } } }`;
const LINES = `query ($id: ID!) { student(id: $id) { ledgerLines(pageSize: 8) { items { item chargePaise } } } }`;

/**
 * A settlement that leaves money owed does not close the account: the leaver stays collectable (payments are
 * recorded against them after they left) until they pay or an admin writes the rest off with a reason.
 */
describe.each(TEST_DATABASES)('a leaver who still owes, on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let keys = 0;
  const key = () => `write-off-${db}-${++keys}`;

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 3);
  });
  afterAll(() => api.close());
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  /** Moved in 2026-09-10 (Rs. 6,500 a month, Rs. 9,000 deposit), never paid, moved out on 2026-11-20. */
  async function leaverOwing(bedIndex: number, name: string) {
    const { student } = await api.checkIn(room, bedIndex, 'wardenA', { name, moveInDate: '2026-09-10' });
    const { payout } = await noticeToPayout(api, student.id, '2026-10-21', REFUND, key);
    return { id: student.id, payout };
  }
  const writeOff = (studentId: string, amountPaise: number, reason = 'Left the city; unreachable', who = 'adminA') =>
    api.ask(WRITE_OFF, { input: { idempotencyKey: key(), studentId, amountPaise, reason } }, who as 'adminA');

  it('stays collectable after leaving, then an admin writes the rest off with a reason', async () => {
    const { id, payout } = await leaverOwing(0, 'Dev Malhotra');
    // Sep-Oct, Oct-Nov and Nov-Dec (Rs. 19,500) less the Rs. 9,000 deposit: Rs. 10,500 still owed.
    expect(payout).toEqual({
      checkout: { settlement: { refundPaise: 0, stillOwedPaise: 1_050_000 } },
      student: { archived: true },
    });
    const pay = { studentId: id, amountPaise: 300_000, method: 'cash', paidOn: '2026-11-20', idempotencyKey: key() };
    expect(api.errorOf(await api.ask(PAY, { input: pay }, 'wardenA'))).toBeUndefined();

    expect(api.errorOf(await writeOff(id, 750_000, undefined, 'wardenA'))?.extensions.code).toBe('FORBIDDEN');
    expect(api.errorOf(await writeOff(id, 750_000, undefined, 'adminB'))?.extensions.code).toBe('NOT_FOUND');
    expect(api.errorOf(await writeOff(id, 750_001))).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'amountPaise', message: 'Amount can be at most Rs. 7,500, what Dev Malhotra owes.' }],
      },
    });
    expect(api.errorOf(await writeOff(id, 750_000, '   '))?.extensions.fields).toEqual([
      { field: 'reason', message: 'Reason is required.' },
    ]);

    const done = await writeOff(id, 750_000);
    expect(done.body.data.writeOffBalance).toEqual({ id, archived: true, balance: { balancePaise: 0 } });
    const read = await api.ask(LINES, { id });
    expect(api.errorOf(read)).toBeUndefined();
    const lines = read.body.data.student.ledgerLines.items;
    expect(lines).toContainEqual({ item: 'Written off: Left the city; unreachable', chargePaise: -750_000 });
    expect(api.errorOf(await writeOff(id, 100))).toMatchObject({
      message: 'Dev Malhotra owes nothing now.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('writes off once for a submit sent ten times, and never for a resident whose refund is not paid', async () => {
    const { id } = await leaverOwing(1, 'Nisha Kulkarni');
    const input = { idempotencyKey: key(), studentId: id, amountPaise: 1_050_000, reason: 'Settled privately' };
    const sent = await atOnce(() => api.ask(WRITE_OFF, { input }, 'adminA'));
    expect(sent.outcomes).toEqual(Array(10).fill('OK'));
    const rows = await api.t.app
      .get(DataSource)
      .manager.countBy(Charge, { studentId: Number(id), reason: 'write_off' });
    expect(rows).toBe(1);

    const { student: stayer } = await api.checkIn(room, 2, 'wardenA', { name: 'Arun Joshi' });
    expect(api.errorOf(await writeOff(stayer.id, 100))).toMatchObject({
      message: "Only a leaver's balance can be written off: Arun Joshi's refund has not been paid.",
      extensions: { code: 'CONFLICT' },
    });
  });
});
