import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { Hostel } from '../src/hostels/hostel.entity';
import { User } from '../src/users/user.entity';
import { ApiRoom, GqlResponse, startHostelApi, Who } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { atOnce, oneWins } from './support/race';
import { graphql, loginAs } from './support/session';
import { TEST_DATABASES } from './support/test-app';

/*
 * Issue 21, item 7: maker-checker on payment verification is a hostel setting. auto (the default): the recorder may
 * verify while the hostel has one active admin, and cannot once it has two; on: never; off: always. A verification
 * by the recorder is noted in the activity log; only an admin of the hostel (or a superadmin) changes the setting.
 */

const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id status } } }`;
const VERIFY = `mutation ($id: ID!) { verifyPayment(id: $id) {
  payment { id status verifiedAt recordedByMe } rows { id paymentStatus inProcess } } }`;
const HOSTEL = `query ($id: ID) { hostel(id: $id) { id paymentMakerChecker makerCheckerEnforced } }`;
const SET = `mutation ($setting: PaymentMakerChecker!, $id: ID) {
  setPaymentMakerChecker(setting: $setting, id: $id) { id paymentMakerChecker makerCheckerEnforced } }`;
const SECOND_ADMIN = '+919000000077';
const OWN_PAYMENT = 'You recorded this payment, so another admin verifies it.';

describe.each(TEST_DATABASES)('maker-checker on payment verification, on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let data: DataSource;
  let room: ApiRoom;
  let secondAdminToken: string;
  let bed = 0;
  let keys = 0;

  beforeAll(async () => {
    api = await startHostelApi(db);
    data = api.t.app.get(DataSource);
    room = await api.newRoom('adminA', 10);
    // A second admin of hostel A, inactive unless a test needs two admins.
    await data.getRepository(User).save(
      data.getRepository(User).create({
        hostelId: api.seed.hostelA.id,
        fullName: 'Second admin',
        phoneNumber: SECOND_ADMIN,
        email: 'second.admin@example.com',
        role: 'admin',
      }),
    );
    secondAdminToken = await loginAs(api.t, SECOND_ADMIN);
    await secondAdmin(false);
  });
  afterAll(() => api.close());
  afterEach(async () => {
    expect(await brokenMoneyInvariants(api.t)).toEqual({});
    await secondAdmin(false);
    await data.getRepository(Hostel).update({ id: api.seed.hostelA.id }, { paymentMakerChecker: 'auto' });
  });

  /** Hostel A's second admin counts (active) or not. */
  async function secondAdmin(active: boolean) {
    await data.getRepository(User).update({ phoneNumber: SECOND_ADMIN }, { isActive: active });
  }
  /** A resident checked in by the warden with a UPI payment of Rs. 6,500 recorded by `by`, pending. */
  async function pendingUpi(by: Who = 'adminA') {
    const { student } = await api.checkIn(room, bed++, 'wardenA', { moveInDate: '2026-10-05' });
    const input = {
      studentId: student.id,
      amountPaise: 650_000,
      method: 'upi',
      reference: `4123456789${String(++keys).padStart(2, '0')}`,
      paidOn: '2026-11-18',
      idempotencyKey: `maker-checker-${keys}-${db}`,
    };
    const res = await api.ask(RECORD, { input }, by);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.recordPayment.payment.status).toBe('pending');
    return { studentId: student.id as string, paymentId: res.body.data.recordPayment.payment.id as string };
  }
  const verifiedEntries = async (studentId: string) =>
    (
      await data.manager.find(Activity, {
        where: { action: 'payment.verified', subjectId: Number(studentId) },
        order: { id: 'ASC' },
      })
    ).map((a) => a.detail);
  const codeOf = (res: GqlResponse) => api.errorOf(res)?.extensions.code;
  const hostelA = async (who: Who = 'adminA') => (await api.ask(HOSTEL, {}, who)).body.data.hostel;

  it('lets the only admin of a hostel verify their own UPI payment, and the log says so', async () => {
    expect(await hostelA()).toMatchObject({ paymentMakerChecker: 'auto', makerCheckerEnforced: false });
    const { studentId, paymentId } = await pendingUpi('adminA');
    const verified = (await api.ask(VERIFY, { id: paymentId }, 'adminA')).body.data.verifyPayment;
    expect(verified.payment).toMatchObject({ id: paymentId, status: 'complete', recordedByMe: true });
    expect(verified.rows[0]).toMatchObject({ paymentStatus: 'paid', inProcess: 'complete' });
    expect(await verifiedEntries(studentId)).toEqual([
      `Rs. 6,500 by UPI, receipt R-${String(keys).padStart(6, '0')}; verified by the admin who recorded it (only admin of the hostel)`,
    ]);
  });

  it('refuses the recorder as today when the hostel has two active admins; the other admin verifies', async () => {
    await secondAdmin(true);
    expect(await hostelA()).toMatchObject({ paymentMakerChecker: 'auto', makerCheckerEnforced: true });
    const { studentId, paymentId } = await pendingUpi('adminA');
    const own = await api.ask(VERIFY, { id: paymentId }, 'adminA');
    expect(api.errorOf(own)).toMatchObject({ message: OWN_PAYMENT, extensions: { code: 'FORBIDDEN' } });
    const other = await graphql(api.t, VERIFY, { id: paymentId }, secondAdminToken).expect(200);
    expect(other.body.data.verifyPayment.payment.status).toBe('complete');
    expect(await verifiedEntries(studentId)).toEqual([expect.not.stringContaining('who recorded it')]);
  });

  it('counts active admins only: a disabled second admin leaves one', async () => {
    await secondAdmin(true);
    const { paymentId } = await pendingUpi('adminA');
    expect(codeOf(await api.ask(VERIFY, { id: paymentId }, 'adminA'))).toBe('FORBIDDEN');
    await secondAdmin(false);
    expect((await api.ask(VERIFY, { id: paymentId }, 'adminA')).body.data.verifyPayment.payment.status).toBe(
      'complete',
    );
  });

  it("'on' refuses the only admin; a superadmin still verifies", async () => {
    const set = (await api.ask(SET, { setting: 'on' }, 'adminA')).body.data.setPaymentMakerChecker;
    expect(set).toEqual({ id: String(api.seed.hostelA.id), paymentMakerChecker: 'on', makerCheckerEnforced: true });
    const { paymentId } = await pendingUpi('adminA');
    const own = await api.ask(VERIFY, { id: paymentId }, 'adminA');
    expect(api.errorOf(own)).toMatchObject({ message: OWN_PAYMENT, extensions: { code: 'FORBIDDEN' } });
    expect((await api.ask(VERIFY, { id: paymentId }, 'superadmin')).body.data.verifyPayment.payment.status).toBe(
      'complete',
    );
  });

  it("'off' lets the recorder verify with two admins, and the log says why", async () => {
    await secondAdmin(true);
    expect((await api.ask(SET, { setting: 'off' }, 'adminA')).body.data.setPaymentMakerChecker).toMatchObject({
      paymentMakerChecker: 'off',
      makerCheckerEnforced: false,
    });
    const { studentId, paymentId } = await pendingUpi('adminA');
    expect((await api.ask(VERIFY, { id: paymentId }, 'adminA')).body.data.verifyPayment.payment.status).toBe(
      'complete',
    );
    expect(await verifiedEntries(studentId)).toEqual([
      expect.stringMatching(/; verified by the admin who recorded it \(the hostel lets the recorder verify\)$/),
    ]);
  });

  it('logs a change of the setting once; choosing it again changes nothing', async () => {
    const entries = () =>
      data.manager.find(Activity, {
        where: { action: 'hostel.settings_changed', hostelId: api.seed.hostelA.id },
        order: { id: 'ASC' },
      });
    const before = (await entries()).length;
    await api.ask(SET, { setting: 'off', id: String(api.seed.hostelA.id) }, 'adminA');
    await api.ask(SET, { setting: 'off' }, 'adminA');
    const after = await entries();
    expect(after).toHaveLength(before + 1);
    expect(after[after.length - 1]).toMatchObject({
      subjectType: 'hostel',
      subjectId: api.seed.hostelA.id,
      detail:
        'Payment verification: Another admin verifies each UPI, bank or card payment (two or more admins) → The admin who recorded it may verify',
    });
  });

  it('lets only an admin of the hostel (or a superadmin) change the setting', async () => {
    for (const who of ['wardenA', 'staffA', 'tenantA'] as Who[])
      expect(codeOf(await api.ask(SET, { setting: 'off' }, who))).toBe('FORBIDDEN');
    expect(codeOf(await api.ask(SET, { setting: 'off' }, null))).toBe('UNAUTHENTICATED');
    const otherHostel = await api.ask(SET, { setting: 'off', id: String(api.seed.hostelA.id) }, 'adminB');
    expect(codeOf(otherHostel)).toBe('NOT_FOUND');
    expect((await hostelA()).paymentMakerChecker).toBe('auto');
    // Hostel B's admin changes their own hostel only.
    const own = (await api.ask(SET, { setting: 'on' }, 'adminB')).body.data.setPaymentMakerChecker;
    expect(own).toMatchObject({ id: String(api.seed.hostelB.id), paymentMakerChecker: 'on' });
    expect((await hostelA()).paymentMakerChecker).toBe('auto');
    await api.ask(SET, { setting: 'auto' }, 'adminB');
    const bySuperadmin = await api.ask(SET, { setting: 'on', id: String(api.seed.hostelB.id) }, 'superadmin');
    expect(bySuperadmin.body.data.setPaymentMakerChecker.paymentMakerChecker).toBe('on');
    await api.ask(SET, { setting: 'auto', id: String(api.seed.hostelB.id) }, 'superadmin');
  });

  it('verifies once when the only admin sends ten verifications of their own payment at once', async () => {
    const { studentId, paymentId } = await pendingUpi('adminA');
    const sent = await atOnce(() => api.ask(VERIFY, { id: paymentId }, 'adminA'));
    expect(sent.outcomes).toEqual(oneWins('This payment is already verified.'));
    const [{ n }] = (await data.query(
      `SELECT COUNT(*) AS n FROM payment_verifications WHERE payment_id = ${Number(paymentId)}`,
    )) as { n: string | number }[];
    expect(Number(n)).toBe(1);
    expect(await verifiedEntries(studentId)).toHaveLength(1);
  });
});
