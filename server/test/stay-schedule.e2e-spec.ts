import { DataSource } from 'typeorm';
import { Charge } from '../src/ledger/charges/charge.entity';
import { RentMonth } from '../src/ledger/months/rent-month.entity';
import { ApiRoom, startHostelApi } from './support/hostel-api';
import { brokenInvariants, brokenMoneyInvariants } from './support/invariants';
import { noticeToPayout } from './support/checkout-flow';
import { TEST_DATABASES } from './support/test-app';

const REFUND = `mutation ($input: PayRefundInput!) { payRefund(input: $input) {
  checkout { settlement { duesPaise refundPaise stillOwedPaise } } student { archived balance { balancePaise } } } }`;
const NOTICE = `mutation ($input: GiveNoticeInput!) { giveNotice(input: $input) { id moveOutDate } }`;
const PAY = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }`;
const SUMMARY = `query ($month: String!) { paymentSummary(month: $month) { rentBilledPaise adjustmentsPaise } }`;

/**
 * One stay schedule decides the rent a stay owes: a notice dated back takes back at once a period billed past its
 * move-out date (not at the payout), a payment after a notice bills nothing past it, and the settlement, the ledger,
 * the month's table and its summary agree. The test clock is 2026-11-20 (India).
 */
describe.each(TEST_DATABASES)('one stay schedule on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let keys = 0;
  const key = () => `stay-schedule-${db}-${++keys}`;
  const rentOf = async (studentId: number) =>
    (await api.t.app.get(DataSource).manager.findBy(Charge, { studentId }))
      .filter((c) => c.kind === 'rent' || c.reversesChargeId !== null)
      .map((c) => [c.label, c.amountPaise, c.comment])
      .sort();
  const monthTable = async (studentId: number) =>
    (await api.t.app.get(DataSource).manager.findBy(RentMonth, { studentId })).map((m) => [m.month, m.chargedPaise]);

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 2);
  });
  afterAll(() => api.close());
  afterEach(async () => {
    expect(await brokenInvariants(api.t)).toEqual({});
    expect(await brokenMoneyInvariants(api.t)).toEqual({});
  });

  it('takes back at the notice a period billed past a move-out date dated back, and the payout owes nothing for it', async () => {
    // Moved in 45 days ago at Rs. 6,000; notice dated 20 days ago with no notice period: out 20 days ago.
    const { student } = await api.checkIn(room, 0, 'wardenA', {
      name: 'Kavya Menon',
      moveInDate: '2026-10-06',
      noticePeriodDays: 0,
      monthlyRentPaise: 600_000,
      depositPaise: 600_000,
    });
    const id = Number(student.id);
    expect(await rentOf(id)).toEqual([
      ['Rent Nov-Dec', 600_000, null],
      ['Rent Oct-Nov', 600_000, null],
    ]);
    const { moveOutDate, payout } = await noticeToPayout(api, student.id, '2026-10-31', REFUND, key);
    expect(moveOutDate).toBe('2026-10-31');
    expect(await rentOf(id)).toEqual([
      ['Rent Nov-Dec', 600_000, null],
      ['Rent Oct-Nov', 600_000, null],
      ['Reversal: Rent Nov-Dec', -600_000, 'Moves out on 31 Oct 2026'],
    ]);
    // The settlement counted one period; the deposit paid it; nothing is owed after the payout.
    expect(payout.checkout.settlement).toEqual({ duesPaise: 600_000, refundPaise: 0, stillOwedPaise: 0 });
    expect(payout.student).toEqual({ archived: true, balance: { balancePaise: 0 } });
    // The month's table holds October's rent alone; November's summary bills Nov-Dec and takes it back.
    expect(await monthTable(id)).toEqual([['2026-10', 600_000]]);
    const nov = (await api.ask(SUMMARY, { month: '2026-11' }, 'adminA')).body.data.paymentSummary;
    // November billed Nov-Dec (Rs. 6,000) and took it back, with the deposit applied (Rs. 6,000): what the table holds.
    expect(nov).toEqual({ rentBilledPaise: 600_000, adjustmentsPaise: -1_200_000 });
  });

  it('bills nothing past the move-out date when a payment is recorded after the notice', async () => {
    // Moved in on 1 Oct; notice on 5 Nov with 10 days' notice: out on 15 Nov. Oct-Nov and Nov-Dec were billed.
    const { student } = await api.checkIn(room, 1, 'wardenA', {
      name: 'Arjun Rao',
      moveInDate: '2026-10-16',
      noticePeriodDays: 10,
      monthlyRentPaise: 500_000,
    });
    const id = Number(student.id);
    const notice = (
      await api.ask(NOTICE, { input: { idempotencyKey: key(), studentId: student.id, noticeDate: '2026-10-20' } })
    ).body.data.giveNotice;
    expect(notice.moveOutDate).toBe('2026-10-30');
    expect(await rentOf(id)).toEqual([
      ['Rent Nov-Dec', 500_000, null],
      ['Rent Oct-Nov', 500_000, null],
      ['Reversal: Rent Nov-Dec', -500_000, 'Moves out on 30 Oct 2026'],
    ]);
    const paid = await api.ask(
      PAY,
      {
        input: {
          idempotencyKey: key(),
          studentId: student.id,
          amountPaise: 100_000,
          method: 'cash',
          paidOn: '2026-11-20',
        },
      },
      'adminA',
    );
    expect(api.errorOf(paid)).toBeUndefined();
    expect((await rentOf(id)).length).toBe(3);
    expect(await monthTable(id)).toEqual([['2026-10', 500_000]]);
  });
});
