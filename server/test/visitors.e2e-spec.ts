import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { OutboxRow } from '../src/events/outbox-row.entity';
import { activityText } from '../src/events/activity-words';
import { Visitor } from '../src/visitors/visitor.entity';
import { visitorMessages } from '@hostel-admin/rules';
import { startHostelApi, Who } from './support/hostel-api';
import { atOnce, oneWins, RACERS } from './support/race';
import { TEST_DATABASES } from './support/test-app';

const FIELDS = 'id name phone purpose idType inAt outAt inside signedInBy signedOutBy resident { id name roomNumber }';
const SIGN_IN = `mutation ($input: SignInVisitorInput!) { signInVisitor(input: $input) { ${FIELDS} } }`;
const SIGN_OUT = `mutation ($id: ID!) { signOutVisitor(id: $id) { ${FIELDS} } }`;
const LIST = `query ($search: String, $filter: VisitorFilter, $studentId: ID, $page: Int, $pageSize: Int) {
  visitors(search: $search, filter: $filter, studentId: $studentId, page: $page, pageSize: $pageSize) {
    totalCount insideCount items { ${FIELDS} }
  }
}`;
const ARCHIVE = `mutation ($id: ID!) { archiveStudent(id: $id) { student { id } } }`;

interface ApiVisitor {
  id: string;
  name: string;
  phone: string;
  purpose: string;
  idType: string | null;
  inAt: string;
  outAt: string | null;
  inside: boolean;
  signedInBy: string;
  signedOutBy: string | null;
  resident: { id: string; name: string; roomNumber: number | null };
}

describe.each(TEST_DATABASES)('visitors on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let asha: string;
  let ravi: string;
  let elsewhere: string;
  let phones = 0;
  const nextPhone = () => `98111${String(++phones).padStart(5, '0')}`;

  beforeAll(async () => {
    api = await startHostelApi(db);
    const room = await api.newRoom('wardenA', 3);
    asha = (await api.checkIn(room, 0, 'wardenA', { name: 'Asha Rao' })).student.id;
    ravi = (await api.checkIn(room, 1, 'wardenA', { name: 'Ravi Kumar' })).student.id;
    const roomB = await api.newRoom('adminB', 1);
    elsewhere = (await api.checkIn(roomB, 0, 'adminB', { name: 'Elsewhere Person' })).student.id;
  }, 120_000);
  afterAll(() => api.close());

  const input = (extra: Record<string, unknown> = {}) => ({
    name: 'Ramesh Rao',
    phone: nextPhone(),
    studentId: asha,
    purpose: 'Father',
    idType: 'aadhaar',
    ...extra,
  });
  const signIn = async (extra: Record<string, unknown> = {}, who: Who = 'staffA') => {
    const res = await api.ask(SIGN_IN, { input: input(extra) }, who);
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data.signInVisitor as ApiVisitor;
  };
  const list = async (variables: Record<string, unknown> = {}, who: Who = 'staffA') => {
    const res = await api.ask(LIST, variables, who);
    expect(api.errorOf(res)).toBeUndefined();
    return res.body.data.visitors as { totalCount: number; insideCount: number; items: ApiVisitor[] };
  };
  const rows = () => api.t.app.get(DataSource).getRepository(Visitor);
  const events = (kind: OutboxRow['kind']) => api.t.app.get(DataSource).getRepository(OutboxRow).countBy({ kind });

  it('signs a visitor in to see a resident, as trimmed and E.164, logged in words, then out', async () => {
    const before = await list();
    const visitor = await signIn({ name: '  Suresh Nair ', phone: '+91 98765 01234', idType: 'driving_licence' });
    expect(visitor).toMatchObject({
      name: 'Suresh Nair',
      phone: '+919876501234',
      purpose: 'Father',
      idType: 'driving_licence',
      inAt: api.t.clock.now().toISOString(),
      outAt: null,
      inside: true,
      signedInBy: 'staffA user',
      signedOutBy: null,
      resident: { id: asha, name: 'Asha Rao' },
    });
    const after = await list();
    expect(after.items[0]).toEqual(visitor);
    expect(after.insideCount).toBe(before.insideCount + 1);

    const entry = await api.t.app
      .get(DataSource)
      .getRepository(Activity)
      .findOneByOrFail({ action: 'visitor.signed_in', subjectId: Number(visitor.id) });
    expect(activityText(entry)).toBe('Signed in visitor Suresh Nair');
    expect(entry.detail).toBe('Visiting Asha Rao');

    api.t.clock.advance(45 * 60_000);
    const res = await api.ask(SIGN_OUT, { id: visitor.id }, 'wardenA');
    expect(api.errorOf(res)).toBeUndefined();
    expect(res.body.data.signOutVisitor).toMatchObject({
      id: visitor.id,
      inside: false,
      outAt: api.t.clock.now().toISOString(),
      signedOutBy: 'wardenA user',
    });
    const out = await api.t.app
      .get(DataSource)
      .getRepository(Activity)
      .findOneByOrFail({ action: 'visitor.signed_out', subjectId: Number(visitor.id) });
    expect(activityText(out)).toBe('Signed out visitor Suresh Nair');
    expect((await list()).insideCount).toBe(before.insideCount);
  });

  it('names every bad field in BAD_USER_INPUT, in words, and signs no one in', async () => {
    const count = await rows().count();
    const res = await api.ask(SIGN_IN, {
      input: { name: '   ', phone: '12345', studentId: '', purpose: 'x'.repeat(121), idType: 'ration_card' },
    });
    expect(api.errorOf(res)?.extensions.code).toBe('BAD_USER_INPUT');
    expect(api.errorOf(res)?.extensions.fields).toEqual([
      { field: 'name', message: visitorMessages.nameRequired },
      { field: 'phone', message: expect.stringMatching(/^Phone must be a valid Indian mobile number/) },
      { field: 'studentId', message: visitorMessages.residentRequired },
      { field: 'purpose', message: 'Relation or purpose can be at most 120 characters.' },
      { field: 'idType', message: visitorMessages.idTypeInvalid },
    ]);
    const empty = await api.ask(SIGN_IN, { input: { name: 'A', phone: '', studentId: asha, purpose: ' ' } });
    expect(api.errorOf(empty)?.extensions.fields).toEqual([
      { field: 'phone', message: 'Phone is required' },
      { field: 'purpose', message: visitorMessages.purposeRequired },
    ]);
    const tooLong = await api.ask(SIGN_IN, { input: input({ name: 'n'.repeat(121) }) });
    expect(api.errorOf(tooLong)?.extensions.fields).toEqual([
      { field: 'name', message: 'Visitor name can be at most 120 characters.' },
    ]);
    expect(await rows().count()).toBe(count);
  });

  it('takes no ID type at all', async () => {
    expect((await signIn({ idType: null })).idType).toBeNull();
    expect((await signIn({ idType: undefined })).idType).toBeNull();
  });

  it("refuses another hostel's resident, an archived one and a missing one as NOT_FOUND naming studentId", async () => {
    const room = await api.newRoom('wardenA', 1);
    const leaver = (await api.checkIn(room, 0, 'wardenA', { name: 'Leaving Soon' })).student.id;
    expect(api.errorOf(await api.ask(ARCHIVE, { id: leaver }))).toBeUndefined();
    for (const studentId of [elsewhere, leaver, '999999']) {
      const res = await api.ask(SIGN_IN, { input: input({ studentId }) });
      expect(api.errorOf(res)).toMatchObject({
        message: visitorMessages.residentNotFound,
        extensions: { code: 'NOT_FOUND', fields: [{ field: 'studentId', message: visitorMessages.residentNotFound }] },
      });
    }
  });

  it("keeps each hostel's log to itself: another hostel's visit is NOT_FOUND and never listed", async () => {
    const mine = await signIn({ name: 'Only In A' });
    const theirs = await api.ask(SIGN_IN, { input: input({ name: 'Only In B', studentId: elsewhere }) }, 'adminB');
    expect(api.errorOf(theirs)).toBeUndefined();
    const theirId = theirs.body.data.signInVisitor.id as string;
    expect((await list({ pageSize: 100 }, 'adminB')).items.map((v) => v.name)).toEqual(['Only In B']);
    expect((await list({ search: 'Only In' })).items.map((v) => v.name)).toEqual(['Only In A']);

    const refused = await api.ask(SIGN_OUT, { id: theirId }, 'wardenA');
    expect(api.errorOf(refused)?.extensions.code).toBe('NOT_FOUND');
    expect((await rows().findOneByOrFail({ id: Number(theirId) })).outAt).toBeNull();
    const missing = await api.ask(SIGN_OUT, { id: '999999' });
    expect(api.errorOf(missing)?.extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'id' }] });
    const notMine = await api.ask(LIST, { studentId: elsewhere });
    expect(api.errorOf(notMine)?.extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'studentId' }] });
    expect(api.errorOf(await api.ask(SIGN_OUT, { id: mine.id }))).toBeUndefined();
    expect(api.errorOf(await api.ask(SIGN_OUT, { id: theirId }, 'adminB'))).toBeUndefined();
  });

  it('lets staff, wardens and admins sign visitors in and out, and refuses residents and the signed out', async () => {
    for (const who of ['staffA', 'wardenA', 'adminA', 'superadmin'] as Who[]) {
      const visitor = await signIn({ name: `Signed by ${who}` }, who);
      expect(api.errorOf(await api.ask(SIGN_OUT, { id: visitor.id }, who))).toBeUndefined();
    }
    const visitor = await signIn();
    for (const [who, code] of [
      [null, 'UNAUTHENTICATED'],
      ['tenantA', 'FORBIDDEN'],
    ] as const) {
      expect(api.errorOf(await api.ask(SIGN_IN, { input: input() }, who))?.extensions.code).toBe(code);
      expect(api.errorOf(await api.ask(SIGN_OUT, { id: visitor.id }, who))?.extensions.code).toBe(code);
      expect(api.errorOf(await api.ask(LIST, {}, who))?.extensions.code).toBe(code);
    }
    expect(api.errorOf(await api.ask(SIGN_OUT, { id: visitor.id }))).toBeUndefined();
  });

  it('lets one phone in once at a time: inside again is a CONFLICT naming phone; after signing out, welcome back', async () => {
    const phone = nextPhone();
    const first = await signIn({ phone });
    const again = await api.ask(SIGN_IN, { input: input({ phone: `+91${phone}`, studentId: ravi }) });
    expect(api.errorOf(again)).toMatchObject({
      message: visitorMessages.alreadyInside,
      extensions: { code: 'CONFLICT', fields: [{ field: 'phone', message: visitorMessages.alreadyInside }] },
    });
    expect(api.errorOf(await api.ask(SIGN_OUT, { id: first.id }))).toBeUndefined();
    expect((await signIn({ phone, studentId: ravi })).resident.name).toBe('Ravi Kumar');
  });

  it('filters today (India) and inside, searches names, purpose and phone, and lists a resident alone', async () => {
    // A visit of yesterday evening in India (22:00 IST), still inside, and one of just after midnight today.
    const now = api.t.clock.now();
    const { id: yesterdayId } = await rows().save({
      ...(await rows().findOneByOrFail({ name: 'Suresh Nair' })),
      id: undefined,
      name: 'Late Yesterday',
      phone: '+919800000001',
      inAt: new Date('2026-11-19T16:30:00Z'),
      outAt: null,
      signedOutBy: null,
    });
    const { id: midnightId } = await rows().save({
      ...(await rows().findOneByOrFail({ name: 'Suresh Nair' })),
      id: undefined,
      name: 'Just After Midnight',
      phone: '+919800000002',
      inAt: new Date('2026-11-19T18:31:00Z'),
    });
    const kiran = await signIn({ name: 'Kiran Desai', purpose: 'Cousin', studentId: ravi, phone: '9822233344' });
    const gone = await signIn({ name: 'Delivery Boy', purpose: 'Parcel from Amazon' });
    expect(api.errorOf(await api.ask(SIGN_OUT, { id: gone.id }))).toBeUndefined();

    const todays = await list({ filter: 'TODAY', pageSize: 100 });
    expect(todays.items.map((v) => v.id)).toContain(String(midnightId));
    expect(todays.items.map((v) => v.id)).not.toContain(String(yesterdayId));
    expect(todays.items.every((v) => new Date(v.inAt) >= new Date('2026-11-19T18:30:00Z'))).toBe(true);
    expect(todays.items.slice(0, 2).map((v) => v.name)).toEqual(['Delivery Boy', 'Kiran Desai']);
    expect(new Date(todays.items[0]!.inAt).getTime()).toBe(now.getTime());
    const inside = await list({ filter: 'INSIDE', pageSize: 100 });
    expect(inside.items.every((v) => v.inside)).toBe(true);
    expect(inside.items.map((v) => v.id)).toEqual(expect.arrayContaining([kiran.id, String(yesterdayId)]));
    expect(inside.items.map((v) => v.id)).not.toContain(gone.id);
    expect(inside.totalCount).toBe(inside.insideCount);

    expect((await list({ search: 'kiran' })).items.map((v) => v.id)).toEqual([kiran.id]);
    expect((await list({ search: 'AMAZON' })).items.map((v) => v.id)).toEqual([gone.id]);
    expect((await list({ search: '98222 33344' })).items.map((v) => v.id)).toEqual([kiran.id]);
    const forRavi = (await list({ search: 'ravi kumar', filter: 'TODAY' })).items;
    expect(forRavi[0]?.id).toBe(kiran.id);
    expect(forRavi.every((v) => v.resident.name === 'Ravi Kumar')).toBe(true);
    expect((await list({ search: '50%' })).items).toEqual([]);
    const ravis = await list({ studentId: ravi, pageSize: 100 });
    expect(ravis.items.length).toBeGreaterThan(0);
    expect(ravis.items.every((v) => v.resident.id === ravi)).toBe(true);
  });

  it('pages newest first in pages of 10, 25, 50 or 100, and refuses another size naming pageSize', async () => {
    const all = await list({ pageSize: 100 });
    const firstTen = await list({ pageSize: 10 });
    expect(firstTen.items.map((v) => v.id)).toEqual(all.items.slice(0, 10).map((v) => v.id));
    const second = await list({ pageSize: 10, page: 2 });
    expect(second.items.map((v) => v.id)).toEqual(all.items.slice(10, 20).map((v) => v.id));
    expect(all.items.map((v) => v.inAt)).toEqual([...all.items.map((v) => v.inAt)].sort().reverse());
    for (const pageSize of [25, 50]) expect((await list({ pageSize })).totalCount).toBe(all.totalCount);
    const refused = await api.ask(LIST, { pageSize: 8 });
    expect(api.errorOf(refused)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'pageSize' }] });
  });

  it(`signs ${RACERS} identical sign-ins at once in once (the rest CONFLICT), and ${RACERS} sign-outs out once`, async () => {
    const phone = nextPhone();
    const insBefore = await events('visitor.signed_in');
    const { outcomes, wins } = await atOnce<{ signInVisitor: ApiVisitor }>(() =>
      api.ask(SIGN_IN, { input: input({ phone, name: 'Double Click' }) }),
    );
    expect(outcomes).toEqual(oneWins(visitorMessages.alreadyInside));
    expect(await rows().countBy({ phone: `+91${phone}` })).toBe(1);
    expect(await events('visitor.signed_in')).toBe(insBefore + 1);

    const id = wins[0]!.signInVisitor.id;
    const outsBefore = await events('visitor.signed_out');
    api.t.clock.advance(60_000);
    const out = await atOnce<{ signOutVisitor: ApiVisitor }>(() => api.ask(SIGN_OUT, { id }, 'wardenA'));
    expect(out.outcomes).toEqual(Array(RACERS).fill('OK'));
    const outTimes = new Set(out.wins.map((w) => w.signOutVisitor.outAt));
    expect([...outTimes]).toEqual([api.t.clock.now().toISOString()]);
    expect(await events('visitor.signed_out')).toBe(outsBefore + 1);

    // Later, a stale screen's Sign out answers the visit as it stands: the first out time.
    api.t.clock.advance(600_000);
    const late = await api.ask(SIGN_OUT, { id });
    expect(late.body.data.signOutVisitor.outAt).toBe([...outTimes][0]);
    expect(await events('visitor.signed_out')).toBe(outsBefore + 1);
  });
});
