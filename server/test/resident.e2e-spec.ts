import { graphql, loginAs } from './support/session';
import { REFUSED, refusedCodes, startHostelApi } from './support/hostel-api';
import { atOnce } from './support/race';
import { TEST_DATABASES } from './support/test-app';

const GRANT = `mutation ($id: ID!) { grantResidentAccess(studentId: $id) { student { id residentAccess { studentId active phoneNumber } } } }`;
const REVOKE = `mutation ($id: ID!) { revokeResidentAccess(studentId: $id) { student { id residentAccess { studentId active phoneNumber } } } }`;
const ACCESS = `query ($id: ID!) { student(id: $id) { id residentAccess { active phoneNumber } } }`;
const RESIDENCE = `{ myResidence { id name hostelName roomNumber bedLabel moveInDate
  balance { chargedPaise collectedPaise pendingPaise balancePaise }
  rentPeriods { label amountPaise settledPaise status }
  payments { id receiptNumber amountPaise method paidOn status settles } } }`;
const RECORD = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateStudentInput!) { updateStudent(id: $id, input: $input) { student { id } } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveStudent(id: $id) { student { id } } }`;
const ACTIVITY = `{ myActivity { items { text } } }`;
const RAISE = `mutation ($input: RaiseMyRequestInput!) { raiseMyRequest(input: $input) { id type text status studentId roomNumber } }`;
const OWN = `{ myResidence { requests { id type text status history { toStatus changedById changedByName note } } notifications { id title description sentAt } } }`;
const CHANGE = `mutation ($id: ID!, $status: RequestStatus!, $note: String) { changeRequestStatus(id: $id, status: $status, note: $note) { id } }`;
const SEND = `mutation ($input: SendNotificationInput!) { sendNotification(input: $input) { id } }`;

describe.each(TEST_DATABASES)('a resident’s own login on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  beforeAll(async () => {
    api = await startHostelApi(db);
  }, 60_000);
  afterAll(() => api.close());

  const residentIn = async (name: string, bedIndex = 0) => {
    const room = await api.newRoom('wardenA', 2);
    const { student } = await api.checkIn(room, bedIndex, 'wardenA', { name, moveInDate: '2026-11-01' });
    const phone = ((await api.ask(`query ($id: ID!) { student(id: $id) { phone } }`, { id: student.id })).body.data
      .student.phone ?? '') as string;
    return { id: student.id, phone, room };
  };
  const errorOf = (res: { body: unknown }) => api.errorOf(res as never);

  it('is given by a warden or an admin, not by staff or another hostel, and shows on the resident', async () => {
    const asha = await residentIn('Asha Rao');
    expect(
      await refusedCodes((who) => graphql(api.t, GRANT, { id: asha.id }, who ? api.tokens[who] : undefined)),
    ).toEqual(REFUSED);
    expect(errorOf(await api.ask(GRANT, { id: asha.id }, 'adminB'))).toMatchObject({
      extensions: { code: 'NOT_FOUND', fields: [{ field: 'studentId' }] },
    });
    expect((await api.ask(ACCESS, { id: asha.id })).body.data.student.residentAccess).toBeNull();

    const res = await api.ask(GRANT, { id: asha.id }, 'wardenA');
    expect(res.body.data.grantResidentAccess.student).toEqual({
      id: asha.id,
      residentAccess: { studentId: asha.id, active: true, phoneNumber: asha.phone },
    });
    expect((await api.ask(ACCESS, { id: asha.id }, 'staffA')).body.data.student.residentAccess).toEqual({
      active: true,
      phoneNumber: asha.phone,
    });
    const log = (await api.ask(ACTIVITY, {}, 'wardenA')).body.data.myActivity.items.map(
      (i: { text: string }) => i.text,
    );
    expect(log).toContain('Gave Asha Rao their own login');
  });

  it('makes one login when the same press arrives ten times at once', async () => {
    const ravi = await residentIn('Ravi Kumar');
    const { outcomes } = await atOnce(() => api.ask(GRANT, { id: ravi.id }, 'adminA'));
    expect(outcomes).toEqual(Array(10).fill('OK'));
    const log = (await api.ask(ACTIVITY, {}, 'adminA')).body.data.myActivity.items.filter(
      (i: { text: string }) => i.text === 'Gave Ravi Kumar their own login',
    );
    expect(log).toHaveLength(1);
  });

  it('refuses a phone that signs in as someone else, and an archived resident, naming the field', async () => {
    const clash = await residentIn('Clash Case');
    const staffPhone = api.seed.phones.staffA.replace('+91', '');
    expect(errorOf(await api.ask(UPDATE, { id: clash.id, input: { phone: staffPhone } }))).toBeUndefined();
    expect(errorOf(await api.ask(GRANT, { id: clash.id }))).toMatchObject({
      extensions: { code: 'CONFLICT', fields: [{ field: 'phone' }] },
    });
    const gone = await residentIn('Gone Away');
    expect(errorOf(await api.ask(ARCHIVE, { id: gone.id }))).toBeUndefined();
    expect(errorOf(await api.ask(GRANT, { id: gone.id }))).toMatchObject({
      extensions: { code: 'CONFLICT', fields: [{ field: 'studentId' }] },
    });
    expect(errorOf(await api.ask(GRANT, { id: '999999' }))).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('lets the resident sign in with their phone’s code and read only their own room, dues and payments', async () => {
    const meera = await residentIn('Meera Das');
    const other = await residentIn('Someone Else');
    const input = {
      studentId: meera.id,
      amountPaise: 250_000,
      method: 'cash',
      paidOn: '2026-11-05',
      idempotencyKey: `res-${db}-1`,
    };
    const paid = (await api.ask(RECORD, { input })).body.data.recordPayment.payment.id as string;
    const otherInput = { ...input, studentId: other.id, idempotencyKey: `res-${db}-2` };
    const otherPaid = (await api.ask(RECORD, { input: otherInput })).body.data.recordPayment.payment.id as string;
    await api.ask(GRANT, { id: meera.id });

    const token = await loginAs(api.t, meera.phone);
    const res = await graphql(api.t, RESIDENCE, {}, token).expect(200);
    expect(res.body.errors).toBeUndefined();
    const home = res.body.data.myResidence;
    expect(home).toMatchObject({
      id: meera.id,
      name: 'Meera Das',
      hostelName: expect.any(String),
      roomNumber: meera.room.roomNumber,
      moveInDate: '2026-11-01',
      balance: { chargedPaise: 650_000, collectedPaise: 250_000, pendingPaise: 0, balancePaise: 400_000 },
    });
    expect(home.payments).toEqual([
      expect.objectContaining({
        id: paid,
        amountPaise: 250_000,
        method: 'cash',
        status: 'complete',
        paidOn: '2026-11-05',
      }),
    ]);
    expect(
      home.rentPeriods.find((p: { amountPaise: number; settledPaise: number }) => p.settledPaise > 0),
    ).toMatchObject({
      amountPaise: 650_000,
      settledPaise: 250_000,
    });

    // Their receipt; anyone else's is missing.
    const receipt = await api.t
      .http()
      .get(`/api/resident/payments/${paid}/receipt`)
      .set('Authorization', `Bearer ${token}`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    const theirs = await api.t
      .http()
      .get(`/api/resident/payments/${otherPaid}/receipt`)
      .set('Authorization', `Bearer ${token}`);
    expect(theirs.status).toBe(404);

    // The admin app refuses them, whatever they ask.
    for (const query of ['{ me { id } }', '{ students { totalCount } }', `{ student(id: ${other.id}) { name } }`]) {
      const refused = await graphql(api.t, query, {}, token).expect(200);
      expect(refused.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    const adminReceipt = await api.t
      .http()
      .get(`/api/payments/${otherPaid}/receipt`)
      .set('Authorization', `Bearer ${token}`);
    expect(adminReceipt.status).toBe(403);
    // They may sign out.
    expect((await graphql(api.t, 'mutation { logout }', {}, token).expect(200)).body.data).toEqual({ logout: true });
  });

  it('ends the resident’s sessions when the login is turned off or the resident is archived', async () => {
    const kiran = await residentIn('Kiran Shah');
    await api.ask(GRANT, { id: kiran.id });
    const token = await loginAs(api.t, kiran.phone);
    expect((await graphql(api.t, RESIDENCE, {}, token)).body.data.myResidence.name).toBe('Kiran Shah');

    const off = await api.ask(REVOKE, { id: kiran.id }, 'adminA');
    expect(off.body.data.revokeResidentAccess.student.residentAccess).toEqual({
      studentId: kiran.id,
      active: false,
      phoneNumber: kiran.phone,
    });
    expect((await graphql(api.t, RESIDENCE, {}, token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // A login that is off gets no code: the answer is the same as for an unknown phone, and nothing is sent.
    const sentTo = async () =>
      ((await api.t.http().get('/api/dev/outbox')).body as { to: string }[]).filter((m) => m.to === kiran.phone).length;
    const before = await sentTo();
    await api.t.http().post('/api/auth/login').send({ identifier: kiran.phone }).expect(200);
    expect(await sentTo()).toBe(before);
    api.t.clock.advanceSeconds(61);

    // Turned on again, then the resident leaves: the login reads nothing any more.
    await api.ask(GRANT, { id: kiran.id });
    const again = await loginAs(api.t, kiran.phone);
    expect(errorOf(await api.ask(ARCHIVE, { id: kiran.id }))).toBeUndefined();
    const after = await graphql(api.t, RESIDENCE, {}, again).expect(200);
    expect(after.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('follows a new phone when given again: the old tokens stop working', async () => {
    const neha = await residentIn('Neha Joshi');
    await api.ask(GRANT, { id: neha.id });
    const token = await loginAs(api.t, neha.phone);
    expect(errorOf(await api.ask(UPDATE, { id: neha.id, input: { phone: '9123456780' } }))).toBeUndefined();
    const renewed = await api.ask(GRANT, { id: neha.id });
    expect(renewed.body.data.grantResidentAccess.student.residentAccess.phoneNumber).toBe('+919123456780');
    expect((await graphql(api.t, RESIDENCE, {}, token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const fresh = await loginAs(api.t, '+919123456780');
    expect((await graphql(api.t, RESIDENCE, {}, fresh)).body.data.myResidence.name).toBe('Neha Joshi');
  });

  it('lets the resident raise their own request, read its history and the notifications sent to them, nobody else’s', async () => {
    const isha = await residentIn('Isha Kapoor');
    const other = await residentIn('Other Person');
    await api.ask(GRANT, { id: isha.id });
    const token = await loginAs(api.t, isha.phone);
    const empty = await graphql(api.t, RAISE, { input: { type: 'service', text: '   ' } }, token).expect(200);
    expect(empty.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'text' }] });

    const raised = await graphql(
      api.t,
      RAISE,
      { input: { type: 'service', text: 'The fan in my room is not working' } },
      token,
    );
    expect(raised.body.data.raiseMyRequest).toMatchObject({
      type: 'service',
      status: 'pending',
      studentId: isha.id,
      roomNumber: isha.room.roomNumber,
    });
    // The warden sees it in the hostel's list; another resident's request is not the resident's.
    const others = await api.ask(`mutation ($input: AddRequestInput!) { addRequest(input: $input) { id } }`, {
      input: { type: 'food', studentId: other.id, text: 'Less spicy food please' },
    });
    // The staff move both; the resident reads the history of their own request only.
    await api.ask(CHANGE, { id: raised.body.data.raiseMyRequest.id, status: 'working', note: 'Electrician called' });
    await api.ask(CHANGE, { id: others.body.data.addRequest.id, status: 'complete', note: 'Told the cook' });
    const warden = (await api.ask('{ me { id } }')).body.data.me.id as string;
    const list = await api.ask('{ requests(type: service) { items { text studentName } } }', {}, 'staffA');
    expect(list.body.data.requests.items).toContainEqual({
      text: 'The fan in my room is not working',
      studentName: 'Isha Kapoor',
    });

    const idem = (n: number) => `resident-${db}-note-${n}`;
    await api.ask(SEND, {
      input: {
        title: 'Water cut',
        description: 'No water 10 to 12 today',
        studentIds: [isha.id, other.id],
        idempotencyKey: idem(1),
      },
    });
    await api.ask(SEND, {
      input: { title: 'Fees', description: 'Rent is due on the 5th', studentIds: [other.id], idempotencyKey: idem(2) },
    });
    const own = (await graphql(api.t, OWN, {}, token).expect(200)).body.data.myResidence;
    expect(own.requests).toEqual([
      expect.objectContaining({
        text: 'The fan in my room is not working',
        status: 'working',
        history: [
          { toStatus: 'working', changedById: warden, changedByName: 'wardenA user', note: 'Electrician called' },
        ],
      }),
    ]);
    expect(own.notifications).toEqual([
      expect.objectContaining({
        title: 'Water cut',
        description: 'No water 10 to 12 today',
        sentAt: expect.any(String),
      }),
    ]);
    // The same submit ten times at once (a phone on a slow link): one request, every answer it.
    const input = { type: 'others', text: 'Need a second key', clientKey: `resident-${db}-key-1` };
    const { outcomes, wins } = await atOnce<{ raiseMyRequest: { id: string } }>(() =>
      graphql(api.t, RAISE, { input }, token).expect(200),
    );
    expect(outcomes).toEqual(Array(10).fill('OK'));
    expect(new Set(wins.map((w) => w.raiseMyRequest.id)).size).toBe(1);
    // The admin API's requests stay closed to them.
    const refused = await graphql(api.t, '{ requests { totalCount } }', {}, token).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
