import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { Bed } from '../src/housing/beds/bed.entity';
import { Stay } from '../src/housing/stays/stay.entity';
import { HostelRentBilling } from '../src/ledger/rent-billing/hostel-rent-billing.service';
import { StayEnds } from '../src/workflows/checkout/stay-ends.service';
import { Charge } from '../src/ledger/charges/charge.entity';
import { Student } from '../src/students/student.entity';
import { ApiRoom, startHostelApi } from './support/hostel-api';
import { brokenInvariants, brokenMoneyInvariants } from './support/invariants';
import { noticeToPayout } from './support/checkout-flow';
import { TEST_DATABASES } from './support/test-app';

const REFUND = `mutation ($input: PayRefundInput!) { payRefund(input: $input) {
  checkout { status } student { archived bed { id } } } }`;
const DAY = 86_400_000;

/**
 * The stay ends on the move-out date, not at the payout: a refund paid early leaves the bed the resident's until
 * that day, when the hourly job ends the stay, frees the bed and archives them, once. Fixed dates: the test clock
 * starts on 2026-11-20 (India) and is moved by hand.
 */
describe.each(TEST_DATABASES)('the end of a stay on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let keys = 0;
  const key = () => `stay-ends-${db}-${++keys}`;

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 2);
  });
  afterAll(() => api.close());
  afterEach(async () => {
    expect(await brokenInvariants(api.t)).toEqual({});
    expect(await brokenMoneyInvariants(api.t)).toEqual({});
  });

  /** Checks a resident in, gives notice on `noticeDate` and takes the settlement to a paid refund today. */
  async function refunded(bedIndex: number, name: string, noticeDate: string) {
    const { student } = await api.checkIn(room, bedIndex, 'wardenA', { name, moveInDate: '2026-10-20' });
    const { moveOutDate, payout } = await noticeToPayout(api, student.id, noticeDate, REFUND, key);
    return { id: Number(student.id), moveOutDate, payout };
  }

  it('ends at once when the move-out date has passed at the payout', async () => {
    const left = await refunded(0, 'Meera Pillai', '2026-10-21');
    expect(left.moveOutDate).toBe('2026-11-20');
    expect(left.payout.student).toEqual({ archived: true, bed: null });
    const stay = await api.t.app.get(DataSource).manager.findOneByOrFail(Stay, { studentId: left.id });
    expect(stay.endDate).toBe('2026-11-20');
  });

  it('keeps the bed the resident’s until the move-out date, then the job ends the stay once', async () => {
    const m = api.t.app.get(DataSource).manager;
    const early = await refunded(1, 'Rohan Gupta', '2026-11-20');
    expect(early.moveOutDate).toBe('2026-12-20');
    expect(early.payout.student).toEqual({ archived: false, bed: { id: expect.any(String) } });
    // Her page shows the notice (to staff too: they read payments); a resident who gave none has no checkout.
    const CHECKOUT = `query ($id: ID!) { student(id: $id) { checkout { status noticeDate moveOutDate } } }`;
    const read = async (id: number, who: Parameters<typeof api.ask>[2] = 'staffA') =>
      (await api.ask(CHECKOUT, { id: String(id) }, who)).body.data?.student?.checkout;
    expect(await read(early.id)).toEqual({ status: 'refunded', noticeDate: '2026-11-20', moveOutDate: '2026-12-20' });
    const { student: stayer } = await api.checkIn(await api.newRoom('adminA', 1), 0, 'wardenA', { name: 'Isha Nair' });
    expect(await read(Number(stayer.id))).toBeNull();
    const jobs = { stays: api.t.app.get(StayEnds), rent: api.t.app.get(HostelRentBilling) };
    expect(await jobs.stays.run()).toBe(0);

    // 20 Dec, 10:00 in India. Rent runs first here (the runner runs it second): the period starting on the
    // move-out date is not billed all the same.
    api.t.clock.advance(30 * DAY);
    await jobs.rent.billAll();
    expect(await m.countBy(Charge, { studentId: early.id, kind: 'rent', rentPeriod: '2026-12-20' })).toBe(0);
    const ended = await Promise.all([jobs.stays.run(), jobs.stays.run(), jobs.stays.run()]);
    expect(ended.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await jobs.stays.run()).toBe(0);

    const student = await m.findOneByOrFail(Student, { id: early.id });
    expect(student.archivedAt).not.toBeNull();
    expect(await m.countBy(Bed, { currentStudentId: early.id })).toBe(0);
    expect((await m.findOneByOrFail(Stay, { studentId: early.id })).endDate).toBe('2026-12-20');
    const log = await m.findBy(Activity, { subjectType: 'student', subjectId: early.id, action: 'student.archived' });
    expect(log.map((a) => [a.actorUserId, a.detail])).toEqual([
      [null, 'The stay ended on the move-out date, 20 Dec 2026 (refund paid); the bed is free'],
    ]);
  });
});
