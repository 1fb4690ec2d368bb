import { DataSource } from 'typeorm';
import { HostelsService } from '../src/hostels/hostels.service';
import { JobWorker } from '../src/jobs/job-worker';
import { ApiRoom, startHostelApi, STAY_CHANGE, Who } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { graphql, latestCode } from './support/session';
import { TEST_DATABASES } from './support/test-app';

/**
 * NAMING.md item 6: these mutations take `input: <Mutation>Input`; their loose arguments stay, deprecated, and keep
 * working (the other API tests send them). Here: the new form has the old one's effect, and a call with both forms,
 * with neither, or with a bad field in `input` is refused naming the field (as other inputs name theirs: bare).
 */
interface Case {
  mutation: string;
  type: string;
  /** One loose argument and a value for it, sent beside `input` to check that both forms are refused. */
  loose: { name: string; type: string; value: unknown };
  /** An input that passes validation (the both-forms check never reaches the service). */
  good: Record<string, unknown>;
  /** An input with one bad field, and the field (none when GraphQL refuses it) and words of the refusal. */
  bad: Record<string, unknown>;
  field: string;
  message: string;
  who: Who | null;
}

const ID_WORDS = (field: string) => `${field} must be an id (a positive whole number)`;
const CASES: Case[] = [
  ['approveSettlement', 'checkoutId', 'adminA'],
  ['archiveStudent', 'id', 'wardenA'],
  ['cancelNotification', 'id', 'wardenA'],
  ['deleteRoom', 'id', 'wardenA'],
  ['grantResidentAccess', 'studentId', 'wardenA'],
  ['markAlertRead', 'id', 'wardenA'],
  ['markInvoicePaid', 'id', 'superadmin'],
].map(([mutation, field, who]) => ({
  mutation,
  type: `${mutation[0].toUpperCase()}${mutation.slice(1)}Input`,
  loose: { name: field, type: 'ID', value: '1' },
  good: { [field]: '1' },
  bad: { [field]: 'first' },
  field,
  message: ID_WORDS(field),
  who: who as Who,
}));
CASES.push(
  {
    mutation: 'assignBed',
    type: 'AssignBedInput',
    loose: { name: 'bedId', type: 'ID', value: '1' },
    good: { studentId: '1', bedId: '1' },
    bad: { studentId: '1', bedId: '0' },
    field: 'bedId',
    message: ID_WORDS('bedId'),
    who: 'wardenA',
  },
  {
    mutation: 'changePlan',
    type: 'ChangePlanInput',
    loose: { name: 'plan', type: 'SubscriptionPlan', value: 'premium_plan' },
    good: { plan: 'premium_plan' },
    bad: { plan: 'gold_plan' },
    field: '',
    message: 'Variable "$input" got invalid value "gold_plan" at "input.plan"',
    who: 'adminA',
  },
  {
    mutation: 'changeRequestStatus',
    type: 'ChangeRequestStatusInput',
    loose: { name: 'note', type: 'String', value: 'Seen' },
    good: { id: '1', status: 'complete' },
    bad: { id: '1', status: 'complete', note: 'n'.repeat(201) },
    field: 'note',
    message: 'Note can be at most 200 characters',
    who: 'wardenA',
  },
  {
    mutation: 'changeUserRole',
    type: 'ChangeUserRoleInput',
    loose: { name: 'role', type: 'Role', value: 'warden' },
    good: { id: '1', role: 'warden' },
    bad: { id: 'x1', role: 'warden' },
    field: 'id',
    message: 'id must be a user id',
    who: 'adminA',
  },
  {
    mutation: 'decideRentChange',
    type: 'DecideRentChangeInput',
    loose: { name: 'approve', type: 'Boolean', value: false },
    good: { id: '1', approve: true },
    bad: { id: '-4', approve: true },
    field: 'id',
    message: ID_WORDS('id'),
    who: 'adminA',
  },
  {
    mutation: 'importStudents',
    type: 'ImportStudentsInput',
    loose: {
      name: 'rows',
      type: '[StudentImportInput!]',
      value: [
        { line: 2, name: 'Asha Pillai', email: 'asha@example.com', phone: '9812345678', moveInDate: '2026-11-01' },
      ],
    },
    good: { rows: [] },
    bad: { rows: [] },
    field: 'rows',
    message: 'Choose at least one row to import',
    who: 'wardenA',
  },
  {
    mutation: 'login',
    type: 'LoginInput',
    loose: { name: 'identifier', type: 'String', value: '9876543210' },
    good: { identifier: '9876543210', otpCode: '123456' },
    bad: { identifier: '12345', otpCode: '123456' },
    field: 'identifier',
    message: 'Phone must be a valid Indian mobile number',
    who: null,
  },
);

const doc = (c: Case) =>
  `mutation ($input: ${c.type}, $${c.loose.name}: ${c.loose.type}) {
    ${c.mutation}(input: $input, ${c.loose.name}: $${c.loose.name}) { __typename } }`;

describe.each(TEST_DATABASES)('mutations with one input (part a) on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let bed = 0;
  let keys = 0;
  const key = () => `inputs-a-${db}-${++keys}`;

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 8);
  });
  afterAll(() => api.close());
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  /** Sends a document and answers its one field's data; fails the test on any error. */
  const ok = async <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    who: Who | null,
  ) => {
    const res = await api.ask(query, variables, who);
    expect(api.errorOf(res)).toBeUndefined();
    return Object.values(res.body.data as Record<string, T>)[0];
  };
  const checkIn = async (name: string) =>
    (await api.checkIn(room, bed++, 'wardenA', { name, moveInDate: '2026-10-05' })).student.id;

  it.each(CASES)('$mutation refuses both forms at once, neither, and a bad field of input', async (c) => {
    // Sent without api.ask's 200: a value GraphQL itself refuses (an unknown plan) answers 400.
    const refusal = async (variables: Record<string, unknown>) =>
      api.errorOf(await graphql(api.t, doc(c), variables, c.who ? api.tokens[c.who] : undefined))?.extensions;
    expect(await refusal({ input: c.good, [c.loose.name]: c.loose.value })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'input', message: `Send input or the separate arguments (${c.loose.name}), not both.` }],
    });
    expect(await refusal({})).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'input', message: 'input is required' }],
    });
    const bad = await graphql(api.t, doc(c), { input: c.bad }, c.who ? api.tokens[c.who] : undefined);
    expect(api.errorOf(bad)).toMatchObject({
      message: expect.stringContaining(c.message),
      // GraphQL itself refuses a value outside an enum, naming input.plan in its words, as for the loose argument.
      extensions: c.field ? { code: 'BAD_USER_INPUT', fields: [{ field: c.field }] } : { code: 'BAD_USER_INPUT' },
    });
  });

  it('assigns a bed, archives a resident, gives a login and deletes a room through input', async () => {
    const REMOVE = `mutation ($id: ID!) { removeFromBed(studentId: $id) { student { id } } }`;
    const ASSIGN = `mutation ($input: AssignBedInput) { assignBed(input: $input) { ${STAY_CHANGE} } }`;
    const ARCHIVE = `mutation ($input: ArchiveStudentInput) { archiveStudent(input: $input) { student { id archived bed { id } } } }`;
    const GRANT = `mutation ($input: GrantResidentAccessInput) { grantResidentAccess(input: $input) {
      student { id residentAccess { studentId active } } } }`;
    const DELETE = `mutation ($input: DeleteRoomInput) { deleteRoom(input: $input) { id } }`;
    const ROOM = `query ($id: ID!) { room(id: $id) { id } }`;

    const studentId = await checkIn('Kavya Iyer');
    await ok(REMOVE, { id: studentId }, 'wardenA');
    const freeBed = room.beds[7].id;
    const assigned = await ok<{ student: { bed: { id: string } } }>(
      ASSIGN,
      { input: { studentId, bedId: freeBed } },
      'wardenA',
    );
    expect(assigned.student.bed.id).toBe(freeBed);

    const granted = await ok<{ student: { residentAccess: unknown } }>(GRANT, { input: { studentId } }, 'wardenA');
    expect(granted.student.residentAccess).toEqual({ studentId, active: true });

    const archived = await ok<{ student: unknown }>(ARCHIVE, { input: { id: studentId } }, 'wardenA');
    expect(archived.student).toEqual({ id: studentId, archived: true, bed: null });

    const empty = await api.newRoom('wardenA', 1);
    expect(await ok(DELETE, { input: { id: empty.id } }, 'wardenA')).toEqual({ id: empty.id });
    expect(api.errorOf(await api.ask(ROOM, { id: empty.id }))?.extensions.code).toBe('NOT_FOUND');
  });

  it('imports residents through input, checking each row as before', async () => {
    const IMPORT = `mutation ($input: ImportStudentsInput) { importStudents(input: $input) {
      imported students { name roomNumber } } }`;
    const importRoom = await api.newRoom('wardenA', 1);
    const row = { line: 2, email: 'meera.das@example.com', phone: '9988776655', moveInDate: '2026-11-01' };
    const input = { rows: [{ ...row, name: 'Meera Das', roomNumber: importRoom.roomNumber }] };
    expect(await ok(IMPORT, { input }, 'wardenA')).toEqual({
      imported: 1,
      students: [{ name: 'Meera Das', roomNumber: importRoom.roomNumber }],
    });
    const bad = { rows: [{ ...row, line: 3, name: 'Ravi Menon', phone: '99887', roomNumber: null }] };
    expect(api.errorOf(await api.ask(IMPORT, { input: bad }, 'wardenA'))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'rows.0.phone' }],
    });
  });

  it('settles a checkout and decides a rent change through input', async () => {
    const NOTICE = `mutation ($input: GiveNoticeInput!) { giveNotice(input: $input) { id } }`;
    const PREPARE = `mutation ($input: PrepareSettlementInput!) { prepareSettlement(input: $input) { id } }`;
    const APPROVE = `mutation ($input: ApproveSettlementInput) { approveSettlement(input: $input) { id status } }`;
    const UPDATE = `mutation ($input: UpdateRentInput!) { updateRent(input: $input) { changes { id status } } }`;
    const DECIDE = `mutation ($input: DecideRentChangeInput) { decideRentChange(input: $input) { id status } }`;

    const leaver = await checkIn('Farhan Ali');
    const notice = await ok<{ id: string }>(
      NOTICE,
      { input: { idempotencyKey: key(), studentId: leaver, noticeDate: '2026-11-20' } },
      'wardenA',
    );
    await ok(PREPARE, { input: { idempotencyKey: key(), checkoutId: notice.id, deductions: [] } }, 'wardenA');
    expect(await ok(APPROVE, { input: { checkoutId: notice.id } }, 'adminA')).toEqual({
      id: notice.id,
      status: 'approved',
    });

    const stayer = await checkIn('Divya Rao');
    const change = {
      studentIds: [stayer],
      kind: 'one_time_discount',
      amountPaise: 10_000,
      effectiveDate: '2026-11-20',
      comment: 'Festival offer',
    };
    const asked = await ok<{ changes: { id: string; status: string }[] }>(
      UPDATE,
      { input: { ...change, idempotencyKey: key() } },
      'wardenA',
    );
    expect(asked.changes[0].status).toBe('pending');
    const decided = await ok(DECIDE, { input: { id: asked.changes[0].id, approve: false } }, 'adminA');
    expect(decided).toEqual({ id: asked.changes[0].id, status: 'rejected' });
  });

  it('moves a request, cancels a notification and reads an alert through input', async () => {
    const ADD = `mutation ($input: AddRequestInput!) { addRequest(input: $input) { id } }`;
    const CHANGE = `mutation ($input: ChangeRequestStatusInput) { changeRequestStatus(input: $input) {
      status history { toStatus note } } }`;
    const SCHEDULE = `mutation ($input: ScheduleNotificationInput!) { scheduleNotification(input: $input) { id } }`;
    const CANCEL = `mutation ($input: CancelNotificationInput) { cancelNotification(input: $input) { id state } }`;
    const ALERTS = `{ alerts(unreadOnly: true) { items { id kind } } }`;
    const READ = `mutation ($input: MarkAlertReadInput) { markAlertRead(input: $input) { id readAt } }`;

    const resident = await checkIn('Sameer Khan');
    const request = await ok<{ id: string }>(
      ADD,
      { input: { type: 'service', studentId: resident, text: 'The tap leaks' } },
      'wardenA',
    );
    const input = { id: request.id, status: 'working', note: 'Plumber booked' };
    expect(await ok(CHANGE, { input }, 'wardenA')).toMatchObject({
      status: 'working',
      history: expect.arrayContaining([{ toStatus: 'working', note: 'Plumber booked' }]),
    });

    const schedule = { title: 'Water cut', description: 'Scheduled', studentIds: [resident], sendOn: '2026-11-22' };
    const scheduled = await ok<{ id: string }>(SCHEDULE, { input: { ...schedule, idempotencyKey: key() } }, 'wardenA');
    expect(await ok(CANCEL, { input: { id: scheduled.id } }, 'wardenA')).toEqual({
      id: scheduled.id,
      state: 'cancelled',
    });

    // A request a warden raised rings the admins' bell (the alerts consumer runs on the queue).
    await api.t.app.get(JobWorker).runDue();
    const [alert] = (await ok<{ items: { id: string }[] }>(ALERTS, {}, 'adminA')).items;
    expect(alert).toBeDefined();
    const read = await ok<{ id: string; readAt: string | null }>(READ, { input: { id: alert.id } }, 'adminA');
    expect(read).toMatchObject({ id: alert.id, readAt: expect.any(String) });
  });

  it('changes the plan, marks an invoice paid, re-roles a user and signs in through input', async () => {
    const CHANGE = `mutation ($input: ChangePlanInput) { changePlan(input: $input) { nextPlan } }`;
    const ISSUE = `mutation { issueSubscriptionInvoices }`;
    const INVOICES = `{ subscriptionInvoices(pageSize: 8) { items { id status } } }`;
    const PAID = `mutation ($input: MarkInvoicePaidInput) { markInvoicePaid(input: $input) { id status } }`;
    const ME = `{ me { id } }`;
    const ROLE = `mutation ($input: ChangeUserRoleInput) { changeUserRole(input: $input) { id role } }`;
    const LOGIN = `mutation ($input: LoginInput) { login(input: $input) { accessToken user { role } } }`;

    expect(await ok(CHANGE, { input: { plan: 'premium_plan' } }, 'adminA')).toEqual({ nextPlan: 'premium_plan' });
    // Subscribed since 2026-10-15 (today is 2026-11-20): invoices for two started periods.
    const hostels = api.t.app.get(HostelsService);
    await hostels.setSubscriptionSince(api.t.app.get(DataSource).manager, api.seed.hostelA.id, '2026-10-15');
    await ok(ISSUE, {}, 'superadmin');
    const [invoice] = (await ok<{ items: { id: string }[] }>(INVOICES, {}, 'superadmin')).items;
    expect(await ok(PAID, { input: { id: invoice.id } }, 'superadmin')).toEqual({ id: invoice.id, status: 'paid' });

    const staff = (await ok<{ id: string }>(ME, {}, 'staffA')).id;
    expect(await ok(ROLE, { input: { id: staff, role: 'warden' } }, 'adminA')).toEqual({ id: staff, role: 'warden' });

    const phone = api.seed.phones.staffA;
    await api.t.http().post('/api/auth/login').send({ identifier: phone }).expect(200);
    const otpCode = await latestCode(api.t, phone);
    const signedIn = await ok<{ accessToken: string; user: unknown }>(
      LOGIN,
      { input: { identifier: phone, otpCode } },
      null,
    );
    expect(signedIn).toEqual({ accessToken: expect.any(String), user: { role: 'warden' } });
  });
});
