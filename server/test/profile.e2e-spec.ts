import { DataSource, Repository } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { User } from '../src/users/user.entity';
import { atOnce } from './support/race';
import { graphql, loginAs } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

const PROFILE = 'fullName email pincode city state district otherAddress hasPassword passwordChangedAt role';
const UPDATE = `mutation ($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { id ${PROFILE} } }`;
const ME = `{ me { id ${PROFILE} } }`;
const MY_ACTIVITY = `query ($page: Int, $pageSize: Int) {
  myActivity(page: $page, pageSize: $pageSize) { totalCount items { id action text detail subjectType subjectId at } }
}`;
const CREATE_ROOM = 'mutation ($input: CreateRoomInput!) { createRoom(input: $input) { id } }';

const details = {
  fullName: 'Rahul Sharma',
  email: 'rahul.sharma@example.com',
  pincode: '560034',
  city: 'Bengaluru',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  otherAddress: 'Flat 302, 5th Cross, Koramangala 4th Block',
};

describe.each(TEST_DATABASES)('profile on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;
  let users: Repository<User>;
  const tokens = {} as Record<keyof TwoHostels['phones'], string>;

  beforeAll(async () => {
    t = await startTestApp(db);
    seed = await seedTwoHostels(t);
    users = t.app.get(DataSource).getRepository(User);
    for (const who of Object.keys(seed.phones) as (keyof TwoHostels['phones'])[])
      tokens[who] = await loginAs(t, seed.phones[who]);
  }, 60_000);
  afterAll(() => t.close());

  const everyoneElse = async (phone: string) =>
    (
      await t.app
        .get(DataSource)
        .getRepository(User)
        .find({ order: { id: 'ASC' } })
    ).filter((u) => u.phoneNumber !== phone);
  const entriesOf = (userId: number, action: string) =>
    t.app
      .get(DataSource)
      .getRepository(Activity)
      .countBy({ actorUserId: userId, action: action as Activity['action'] });

  it("answers the signed-in user's profile, empty at first and without a password", async () => {
    const token = tokens.staffA;
    const res = await graphql(t, ME, {}, token).expect(200);
    expect(res.body.data.me).toMatchObject({
      fullName: 'staffA user',
      role: 'staff',
      pincode: null,
      city: null,
      state: null,
      district: null,
      otherAddress: null,
      hasPassword: false,
      passwordChangedAt: null,
    });
  });

  it("saves the caller's own details, as trimmed and compacted, logs one entry naming the fields, and touches no one else", async () => {
    const token = tokens.wardenA;
    const others = await everyoneElse(seed.phones.wardenA);
    const res = await graphql(
      t,
      UPDATE,
      { input: { ...details, fullName: '  Meena Iyer ', pincode: '560 034', otherAddress: '' } },
      token,
    ).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateMyProfile).toMatchObject({
      ...details,
      fullName: 'Meena Iyer',
      otherAddress: null,
      role: 'warden',
    });
    expect((await graphql(t, ME, {}, token)).body.data.me).toMatchObject({ fullName: 'Meena Iyer', city: 'Bengaluru' });
    expect(await everyoneElse(seed.phones.wardenA)).toEqual(others);

    const me = await users.findOneByOrFail({ phoneNumber: seed.phones.wardenA });
    const entries = await t.app
      .get(DataSource)
      .getRepository(Activity)
      .find({ where: { actorUserId: me.id, action: 'user.profile_updated' } });
    expect(entries.map((e) => [e.subjectType, e.subjectId, e.subjectLabel, e.detail, e.hostelId])).toEqual([
      ['user', me.id, 'Meena Iyer', 'Changed Name, Email, Pincode, City, State, District', seed.hostelA.id],
    ]);

    // The same details again change nothing and log nothing.
    await graphql(t, UPDATE, { input: { ...details, fullName: 'Meena Iyer', otherAddress: null } }, token).expect(200);
    expect(await entriesOf(me.id, 'user.profile_updated')).toBe(1);
  });

  it('names every bad field in BAD_USER_INPUT, in words, and saves none of them', async () => {
    const token = tokens.adminB;
    const before = await users.findOneByOrFail({ phoneNumber: seed.phones.adminB });
    const res = await graphql(
      t,
      UPDATE,
      {
        input: {
          fullName: '   ',
          email: 'rahul.sharma@',
          pincode: '056003',
          city: '',
          state: 'Bangalore',
          district: 'x'.repeat(81),
          otherAddress: 'y'.repeat(301),
        },
      },
      token,
    ).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.fields).toEqual([
      { field: 'fullName', message: 'Name is required.' },
      { field: 'email', message: 'Invalid email format.' },
      { field: 'pincode', message: 'Pincode must be 6 digits and cannot start with 0.' },
      { field: 'city', message: 'City is required.' },
      { field: 'state', message: 'State must be one of the states or union territories of India.' },
      { field: 'district', message: 'District can be at most 80 characters.' },
      { field: 'otherAddress', message: 'Other address can be at most 300 characters.' },
    ]);
    expect(await users.findOneByOrFail({ phoneNumber: seed.phones.adminB })).toEqual(before);
  });

  it.each([
    [{ pincode: '56003' }, 'pincode', 'Pincode must be 6 digits and cannot start with 0.'],
    [{ pincode: '' }, 'pincode', 'Pincode is required.'],
    [{ state: '' }, 'state', 'State is required.'],
    [{ email: '' }, 'email', 'Email is required.'],
    [{ fullName: 'Rahul\nSharma' }, 'fullName', 'fullName must be one line without control characters'],
  ])('refuses %j naming %s', async (change, field, message) => {
    const token = tokens.adminB;
    const res = await graphql(t, UPDATE, { input: { ...details, ...change } }, token).expect(200);
    expect(res.body.errors[0].extensions.fields).toEqual([{ field, message }]);
  });

  it('saves ten identical submits sent at once once: every answer the same, one log entry, never a 500', async () => {
    const token = tokens.superadmin;
    const me = await users.findOneByOrFail({ phoneNumber: seed.phones.superadmin });
    const input = { ...details, fullName: 'Anil Kapoor', city: 'Mysuru', district: 'Mysuru' };
    const { outcomes, wins } = await atOnce(() => graphql(t, UPDATE, { input }, token));
    expect(outcomes).toEqual(Array(10).fill('OK'));
    expect(new Set(wins.map((w) => JSON.stringify(w)))).toEqual(new Set([JSON.stringify(wins[0])]));
    expect(await entriesOf(me.id, 'user.profile_updated')).toBe(1);
  });

  it("lists only the caller's own actions, newest first, paged, in words", async () => {
    const admin = tokens.adminA;
    const warden = tokens.wardenA;
    const adminId = (await users.findOneByOrFail({ phoneNumber: seed.phones.adminA })).id;
    for (const roomNumber of [701, 702, 703]) {
      t.clock.advanceSeconds(60);
      await graphql(
        t,
        CREATE_ROOM,
        { input: { roomNumber, floor: 7, roomType: 'normal', isAc: false, totalBeds: 1 } },
        admin,
      ).expect(200);
    }
    t.clock.advanceSeconds(60);
    await graphql(
      t,
      CREATE_ROOM,
      { input: { roomNumber: 704, floor: 7, roomType: 'normal', isAc: false, totalBeds: 1 } },
      warden,
    ).expect(200);
    t.clock.advanceSeconds(60);
    await graphql(t, UPDATE, { input: { ...details, fullName: 'adminA user' } }, admin).expect(200);

    const first = await graphql(t, MY_ACTIVITY, { page: 1, pageSize: 10 }, admin).expect(200);
    const page = first.body.data.myActivity;
    expect(page.totalCount).toBe(4);
    expect(page.items.map((i: { text: string }) => i.text)).toEqual([
      'Updated your profile',
      'Created Room 703',
      'Created Room 702',
      'Created Room 701',
    ]);
    expect(page.items[0]).toMatchObject({
      action: 'user.profile_updated',
      detail: 'Changed Email, Pincode, City, State, District, Other address',
      subjectType: 'user',
      subjectId: String(adminId),
    });
    const times = page.items.map((i: { at: string }) => Date.parse(i.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = await graphql(t, MY_ACTIVITY, { page: 2, pageSize: 8 }, admin).expect(200);
    expect(second.body.data.myActivity).toEqual({ totalCount: 4, items: [] });
    const wardenPage = (await graphql(t, MY_ACTIVITY, {}, warden).expect(200)).body.data.myActivity;
    expect(wardenPage.items.map((i: { text: string }) => i.text)).toContain('Created Room 704');
    expect(wardenPage.items.map((i: { text: string }) => i.text)).not.toContain('Created Room 701');
  });

  it.each([
    [{ page: 0 }, 'page', 'page must be a whole number from 1'],
    [{ pageSize: 7 }, 'pageSize', 'pageSize must be one of 8, 10, 25, 50, 100'],
  ])('refuses myActivity %j naming %s', async (args, field, message) => {
    const token = tokens.staffA;
    const res = await graphql(t, MY_ACTIVITY, args, token).expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field, message }] });
  });

  it('refuses a resident and a caller without a token', async () => {
    const tenant = tokens.tenantA;
    const refused = await graphql(t, UPDATE, { input: details }, tenant).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await graphql(t, MY_ACTIVITY, {}).expect(200);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
