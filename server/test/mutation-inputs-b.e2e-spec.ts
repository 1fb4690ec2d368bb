import { DataSource } from 'typeorm';
import { JobKinds } from '../src/jobs/job-kinds';
import { JobQueue } from '../src/jobs/job-queue';
import { JobWorker } from '../src/jobs/job-worker';
import { User } from '../src/users/user.entity';
import { ApiRoom, GqlResponse, startHostelApi, Who } from './support/hostel-api';
import { brokenCounts, brokenMoneyInvariants } from './support/invariants';
import { notificationsApi } from './support/notifications';
import { graphql } from './support/session';
import { TEST_DATABASES } from './support/test-app';

/*
 * NAMING.md item 6 (these fifteen mutations): each takes `input: <Mutation>Input`, and its loose arguments stay,
 * deprecated, for integrators' documents (each area's own tests still send them). Here the input form does what the
 * loose one does; both forms at once, or neither, is refused naming the field; a bad field of the input is named as
 * every input's fields are (bare: `studentId`, not `input.studentId`). The four whose `input` came first
 * (updateBed, updateRoom, updateStudent, setHostelDetails) take `input.id` instead of the loose `id`.
 */

const STUDENT = 'student { id name bed { id } }';
const MOVE = `mutation ($input: MoveStudentInput, $studentId: ID, $toBedId: ID) {
  moveStudent(input: $input, studentId: $studentId, toBedId: $toBedId) { ${STUDENT} } }`;
const PREVIEW = `mutation ($input: PreviewStudentImportInput, $csv: String) {
  previewStudentImport(input: $input, csv: $csv) { totalRows validRows { name phone } invalidRows { line } } }`;
const LOGIN_CODE = `mutation ($input: RequestLoginCodeInput, $identifier: String) {
  requestLoginCode(input: $input, identifier: $identifier) { id expiresIn } }`;
const RETRY_SMS = `mutation ($input: RetryFailedDeliveriesInput, $id: ID) {
  retryFailedDeliveries(input: $input, id: $id) { id } }`;
const RETRY_JOB = `mutation ($input: RetryJobInput, $id: ID) { retryJob(input: $input, id: $id) { id state attempts } }`;
const GRANT = 'mutation ($id: ID!) { grantResidentAccess(studentId: $id) { student { id } } }';
const REVOKE = `mutation ($input: RevokeResidentAccessInput, $studentId: ID) {
  revokeResidentAccess(input: $input, studentId: $studentId) { student { id residentAccess { active } } } }`;
const DETAILS = `mutation ($input: HostelDetailsInput!, $id: ID) {
  setHostelDetails(input: $input, id: $id) { id phone gstin pan } }`;
const RULE = `mutation ($input: SetLastPeriodRuleInput, $rule: LastPeriodRule, $id: ID) {
  setLastPeriodRule(input: $input, rule: $rule, id: $id) { id lastPeriodRule } }`;
const MAKER_CHECKER = `mutation ($input: SetPaymentMakerCheckerInput, $setting: PaymentMakerChecker, $id: ID) {
  setPaymentMakerChecker(input: $input, setting: $setting, id: $id) { id paymentMakerChecker } }`;
const USER_ACTIVE = `mutation ($input: SetUserActiveInput, $id: ID, $active: Boolean) {
  setUserActive(input: $input, id: $id, active: $active) { id } }`;
const VISIT_IN = `mutation ($input: SignInVisitorInput!) { signInVisitor(input: $input) { id } }`;
const VISIT_OUT = `mutation ($input: SignOutVisitorInput, $id: ID) {
  signOutVisitor(input: $input, id: $id) { id inside outAt } }`;
const BED = `mutation ($input: UpdateBedInput!, $id: ID) { updateBed(input: $input, id: $id) { id foodPlan } }`;
const ROOM = `mutation ($input: UpdateRoomInput!, $id: ID) { updateRoom(input: $input, id: $id) { id floor } }`;
const EDIT = `mutation ($input: UpdateStudentInput!, $id: ID) { updateStudent(input: $input, id: $id) { ${STUDENT} } }`;
const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id status } } }`;
const VERIFY = `mutation ($input: VerifyPaymentInput, $id: ID) {
  verifyPayment(input: $input, id: $id) { payment { id status } } }`;

const CSV = 'name,email,phone,move_in_date\nLeela Iyer,leela@example.com,9811100001,2026-11-01';
const BIG_CSV = `name,email,phone,move_in_date\n${'x'.repeat(1024 * 1024)},a@example.com,9800000000,2026-11-01`;

/** One mutation's two forms: who may call it, a valid input, the same values as loose arguments, a bad input. */
interface Forms {
  query: string;
  who: Who;
  input: Record<string, unknown>;
  loose: Record<string, unknown>;
  bad: { input: Record<string, unknown>; field: string; code?: string };
}

const ID_WORDS = (field: string) => `${field} must be an id (a positive whole number)`;

/** Mutations whose input is new: both forms and neither are refused on `input` (mutation-input.ts, oneForm). */
const NEW_INPUTS: Record<string, Forms> = {
  moveStudent: {
    query: MOVE,
    who: 'wardenA',
    input: { studentId: '1', toBedId: '2' },
    loose: { studentId: '1', toBedId: '2' },
    bad: { input: { studentId: 'one', toBedId: '2' }, field: 'studentId' },
  },
  previewStudentImport: {
    query: PREVIEW,
    who: 'wardenA',
    input: { csv: CSV },
    loose: { csv: CSV },
    bad: { input: { csv: BIG_CSV }, field: 'csv' },
  },
  requestLoginCode: {
    query: LOGIN_CODE,
    who: 'adminA',
    input: { identifier: '+919811100090' },
    loose: { identifier: '+919811100090' },
    bad: { input: { identifier: '12' }, field: 'identifier' },
  },
  retryFailedDeliveries: {
    query: RETRY_SMS,
    who: 'wardenA',
    input: { id: '1' },
    loose: { id: '1' },
    bad: { input: { id: '0' }, field: 'id' },
  },
  retryJob: {
    query: RETRY_JOB,
    who: 'superadmin',
    input: { id: '1' },
    loose: { id: '1' },
    bad: { input: { id: 'x' }, field: 'id' },
  },
  revokeResidentAccess: {
    query: REVOKE,
    who: 'wardenA',
    input: { studentId: '1' },
    loose: { studentId: '1' },
    bad: { input: { studentId: '-4' }, field: 'studentId' },
  },
  setLastPeriodRule: {
    query: RULE,
    who: 'adminA',
    input: { rule: 'full' },
    loose: { rule: 'full' },
    bad: { input: { rule: 'full', id: 'abc' }, field: 'id', code: 'NOT_FOUND' },
  },
  setPaymentMakerChecker: {
    query: MAKER_CHECKER,
    who: 'adminA',
    input: { setting: 'auto' },
    loose: { setting: 'auto' },
    bad: { input: { setting: 'auto', id: 'abc' }, field: 'id', code: 'NOT_FOUND' },
  },
  setUserActive: {
    query: USER_ACTIVE,
    who: 'adminA',
    input: { id: '1', active: true },
    loose: { active: true },
    bad: { input: { id: 'staff', active: true }, field: 'id' },
  },
  signOutVisitor: {
    query: VISIT_OUT,
    who: 'staffA',
    input: { id: '1' },
    loose: { id: '1' },
    bad: { input: { id: '1.5' }, field: 'id' },
  },
  verifyPayment: {
    query: VERIFY,
    who: 'adminA',
    input: { id: '1' },
    loose: { id: '1' },
    bad: { input: { id: 'R-000001' }, field: 'id' },
  },
};

/** Mutations whose input came first: `input.id` or the loose `id`, refused on `id` when both or neither is sent. */
const INPUT_IDS: Record<string, { query: string; who: Who; input: Record<string, unknown> }> = {
  updateBed: { query: BED, who: 'wardenA', input: { foodPlan: 'veg' } },
  updateRoom: { query: ROOM, who: 'wardenA', input: { floor: 2 } },
  updateStudent: { query: EDIT, who: 'wardenA', input: { name: 'Leela Iyer' } },
  setHostelDetails: { query: DETAILS, who: 'adminA', input: { pan: 'ABCDE1234F' } },
};

describe.each(TEST_DATABASES)('mutations that take input (part b) on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let data: DataSource;
  let room: ApiRoom;
  let bed = 0;

  beforeAll(async () => {
    api = await startHostelApi(db);
    data = api.t.app.get(DataSource);
    room = await api.newRoom('wardenA', 12);
  });
  afterAll(() => api.close());
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));
  afterEach(async () => expect(await brokenCounts(api.t)).toEqual({}));

  /** The answer's one field, after checking there was no error. */
  const ok = async (query: string, variables: Record<string, unknown>, who: Who = 'wardenA') => {
    const res = await api.ask(query, variables, who);
    expect(api.errorOf(res)).toBeUndefined();
    return Object.values(res.body.data as Record<string, Record<string, unknown>>)[0];
  };
  const refusal = (res: GqlResponse) => api.errorOf(res)?.extensions;
  const resident = async () => (await api.checkIn(room, bed++)).student;

  describe.each(Object.entries(NEW_INPUTS))('%s', (_name, forms) => {
    it('refuses both forms at once, and neither, on input; names a bad field of the input as any input does', async () => {
      const both = refusal(await api.ask(forms.query, { input: forms.input, ...forms.loose }, forms.who));
      expect(both).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'input' }] });
      expect(both?.fields?.[0].message).toMatch(/^Send input or the separate arguments \(.+\), not both\.$/);
      const neither = refusal(await api.ask(forms.query, {}, forms.who));
      expect(neither).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'input', message: 'input is required' }] });
      const bad = refusal(await api.ask(forms.query, { input: forms.bad.input }, forms.who));
      expect(bad).toMatchObject({ code: forms.bad.code ?? 'BAD_USER_INPUT', fields: [{ field: forms.bad.field }] });
    });
  });

  describe.each(Object.entries(INPUT_IDS))('%s', (name, forms) => {
    it('refuses input.id and the id argument at once on id; a bad input.id is named id', async () => {
      const both = refusal(await api.ask(forms.query, { input: { ...forms.input, id: '1' }, id: '1' }, forms.who));
      expect(both).toEqual({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'id', message: 'Send id in input or as the id argument, not both.' }],
      });
      const bad = refusal(await api.ask(forms.query, { input: { ...forms.input, id: 'x' } }, forms.who));
      if (name === 'setHostelDetails') expect(bad).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'id' }] });
      else expect(bad).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'id', message: ID_WORDS('id') }] });
      const neither = refusal(await api.ask(forms.query, { input: forms.input }, forms.who));
      // A hostel's settings without an id are the caller's own hostel's, as before.
      if (name === 'setHostelDetails') expect(neither).toBeUndefined();
      else expect(neither).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'id', message: 'id is required' }] });
    });
  });

  it('moveStudent: input moves the resident to the free bed, as the loose form does', async () => {
    const { id } = await resident();
    const to = room.beds[bed++].id;
    const moved = await ok(MOVE, { input: { studentId: id, toBedId: to } });
    expect(moved.student).toMatchObject({ id, bed: { id: to } });
    const back = room.beds[bed++].id;
    expect((await ok(MOVE, { studentId: id, toBedId: back })).student).toMatchObject({ bed: { id: back } });
  });

  it('previewStudentImport: input reads the file as the loose form does; the same refusal for a file too big', async () => {
    const viaInput = await ok(PREVIEW, { input: { csv: CSV } });
    expect(viaInput).toEqual({
      totalRows: 1,
      validRows: [{ name: 'Leela Iyer', phone: '+919811100001' }],
      invalidRows: [],
    });
    expect(await ok(PREVIEW, { csv: CSV })).toEqual(viaInput);
    const big = [await api.ask(PREVIEW, { input: { csv: BIG_CSV } }), await api.ask(PREVIEW, { csv: BIG_CSV })];
    expect(api.errorOf(big[0])).toEqual(api.errorOf(big[1]));
  });

  it('requestLoginCode: input asks for a code for the number as people write it, without signing in', async () => {
    const res = await graphql(api.t, LOGIN_CODE, { input: { identifier: '98111 00091' } }).expect(200);
    expect(res.body.data.requestLoginCode).toEqual({ id: '+919811100091', expiresIn: expect.any(Number) });
    const loose = await graphql(api.t, LOGIN_CODE, { identifier: '98111 00092' }).expect(200);
    expect(loose.body.data.requestLoginCode).toEqual({ id: '+919811100092', expiresIn: expect.any(Number) });
  });

  it('retryFailedDeliveries: input reaches the notification: nothing failed is the same CONFLICT as before', async () => {
    const n = notificationsApi(api, db);
    const sent = await n.send('Water off', [(await resident()).id]);
    await n.runJobs();
    const viaInput = api.errorOf(await api.ask(RETRY_SMS, { input: { id: sent.id } }));
    expect(viaInput).toMatchObject({
      message: 'There are no failed messages to send again.',
      extensions: { code: 'CONFLICT' },
    });
    expect(api.errorOf(await api.ask(RETRY_SMS, { id: sent.id }))).toEqual(viaInput);
    expect(refusal(await api.ask(RETRY_SMS, { input: { id: '999999' } }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('retryJob: input makes a failed job wait again', async () => {
    api.t.app
      .get(JobKinds)
      .register({ name: 'test-input-b', maxAttempts: 1, run: () => Promise.reject(new Error('down')) });
    await api.t.app.get(JobQueue).enqueue(api.t.app.get(JobKinds).job('test-input-b', { uniqueKey: `input-b-${db}` }));
    await api.t.app.get(JobWorker).runDue();
    const [failed] = await data.query(`SELECT id FROM jobs WHERE kind = 'test-input-b'`);
    const retried = await ok(RETRY_JOB, { input: { id: String(failed.id) } }, 'superadmin');
    expect(retried).toEqual({ id: String(failed.id), state: 'waiting', attempts: 0 });
  });

  it("revokeResidentAccess: input turns the resident's login off", async () => {
    const { id } = await resident();
    await ok(GRANT, { id });
    const revoked = await ok(REVOKE, { input: { studentId: id } });
    expect(revoked.student).toEqual({ id, residentAccess: { active: false } });
    // The loose argument's words are as they were: ParseIdPipe named `id`.
    expect(refusal(await api.ask(REVOKE, { studentId: 'x' }))?.fields).toEqual([
      { field: 'id', message: ID_WORDS('id') },
    ]);
  });

  it("setHostelDetails: input.id names the hostel; another hostel's id is NOT_FOUND as before", async () => {
    const hostelId = String(api.seed.hostelA.id);
    const set = await ok(DETAILS, { input: { id: hostelId, gstin: '29ABCDE1234F1Z5', pan: null } }, 'adminA');
    expect(set).toMatchObject({ id: hostelId, gstin: '29ABCDE1234F1Z5', pan: null });
    const theirs = { input: { id: String(api.seed.hostelB.id), pan: 'ABCDE1234F' } };
    expect(refusal(await api.ask(DETAILS, theirs, 'adminA'))).toMatchObject({
      code: 'NOT_FOUND',
      fields: [{ field: 'id' }],
    });
    const bad = refusal(await api.ask(DETAILS, { input: { id: hostelId, gstin: 'nope' } }, 'adminA'));
    expect(bad).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'gstin' }] });
  });

  it('setLastPeriodRule and setPaymentMakerChecker: input sets the hostel, with or without its id', async () => {
    const hostelId = String(api.seed.hostelA.id);
    expect(await ok(RULE, { input: { rule: 'pro_rata', id: hostelId } }, 'adminA')).toEqual({
      id: hostelId,
      lastPeriodRule: 'pro_rata',
    });
    expect(await ok(RULE, { input: { rule: 'full' } }, 'adminA')).toMatchObject({ lastPeriodRule: 'full' });
    expect(await ok(MAKER_CHECKER, { input: { setting: 'on' } }, 'adminA')).toEqual({
      id: hostelId,
      paymentMakerChecker: 'on',
    });
    const back = await ok(MAKER_CHECKER, { input: { setting: 'auto', id: hostelId } }, 'adminA');
    expect(back).toMatchObject({ paymentMakerChecker: 'auto' });
    expect(refusal(await api.ask(RULE, { input: { rule: 'full' }, id: hostelId }, 'adminA'))?.fields).toEqual([
      { field: 'input', message: 'Send input or the separate arguments (id), not both.' },
    ]);
  });

  it('setUserActive: input disables and enables a login', async () => {
    const users = data.getRepository(User);
    const user = await users.save(
      users.create({
        hostelId: api.seed.hostelA.id,
        fullName: 'Night staff',
        phoneNumber: '+919811100093',
        email: 'night.staff@example.com',
        role: 'staff',
      }),
    );
    await ok(USER_ACTIVE, { input: { id: String(user.id), active: false } }, 'adminA');
    expect((await users.findOneByOrFail({ id: user.id })).isActive).toBe(false);
    await ok(USER_ACTIVE, { input: { id: String(user.id), active: true } }, 'adminA');
    expect((await users.findOneByOrFail({ id: user.id })).isActive).toBe(true);
    const missing = refusal(await api.ask(USER_ACTIVE, { id: String(user.id) }, 'adminA'));
    expect(missing).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'active', message: 'active is required' }] });
  });

  it('signOutVisitor: input signs the visitor out now', async () => {
    const { id: studentId } = await resident();
    const visitor = { name: 'Ramesh Rao', phone: '9811100094', studentId, purpose: 'Father', idType: 'aadhaar' };
    const { id } = await ok(VISIT_IN, { input: visitor }, 'staffA');
    expect(await ok(VISIT_OUT, { input: { id } }, 'staffA')).toEqual({ id, inside: false, outAt: expect.any(String) });
  });

  it('updateBed, updateRoom and updateStudent: input.id names what changes, as the id argument does', async () => {
    const other = await api.newRoom('wardenA', 1);
    expect(await ok(BED, { input: { id: other.beds[0].id, foodPlan: 'veg' } })).toEqual({
      id: other.beds[0].id,
      foodPlan: 'veg',
    });
    expect(await ok(BED, { id: other.beds[0].id, input: { foodPlan: 'none' } })).toMatchObject({ foodPlan: 'none' });
    expect(await ok(ROOM, { input: { id: other.id, floor: 3 } })).toEqual({ id: other.id, floor: 3 });
    const { id } = await resident();
    expect((await ok(EDIT, { input: { id, name: 'Leela Iyer' } })).student).toMatchObject({ id, name: 'Leela Iyer' });
    const foreign = await api.newRoom('adminB', 1);
    const theirs = refusal(await api.ask(BED, { input: { id: foreign.beds[0].id, foodPlan: 'veg' } }));
    expect(theirs).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('verifyPayment: input verifies a pending UPI payment', async () => {
    const { id: studentId } = await resident();
    const payment = {
      studentId,
      amountPaise: 650_000,
      method: 'upi',
      reference: `41234567${db === 'sqlite' ? '01' : '02'}99`,
      paidOn: '2026-11-18',
      idempotencyKey: `input-b-verify-${db}`,
    };
    const recorded = await ok(RECORD, { input: payment }, 'adminA');
    const paymentId = (recorded.payment as { id: string }).id;
    const verified = await ok(VERIFY, { input: { id: paymentId } }, 'adminA');
    expect(verified.payment).toEqual({ id: paymentId, status: 'complete' });
  });
});
