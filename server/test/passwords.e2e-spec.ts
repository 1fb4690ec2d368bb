import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { User } from '../src/users/user.entity';
import { atOnce } from './support/race';
import { graphql, loginAs } from './support/session';
import { freshAppForEachTest } from './support/fresh-app';
import { TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

// Every password try costs a scrypt hash (by design, tens of milliseconds of a core; far more on a busy machine).
jest.setTimeout(120_000);

const CHANGE = `mutation ($input: ChangeMyPasswordInput!) {
  changeMyPassword(input: $input) { accessToken tokenType user { id hasPassword passwordChangedAt } }
}`;
const ME = '{ me { id hasPassword } }';
const GQL_LOGIN = `mutation ($identifier: String!, $password: String, $otpCode: String) {
  login(identifier: $identifier, password: $password, otpCode: $otpCode) { accessToken user { id role } }
}`;
const FAILED = 'The phone number or password is incorrect.';
const FIRST = 'Sunrise Residency 2026';
const SECOND = 'Koramangala4thBlock';

describe.each(TEST_DATABASES)('passwords on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;

  const fresh = freshAppForEachTest(db);

  beforeEach(async () => {
    t = await fresh();
    seed = await seedTwoHostels(t);
  }, 60_000);

  const change = (token: string, input: Record<string, unknown>) => graphql(t, CHANGE, { input }, token);
  const signIn = (identifier: string, password: string) =>
    t.http().post('/api/auth/login').send({ identifier, password });
  const errorOf = (res: { body: { errors?: { message: string; extensions: Record<string, unknown> }[] } }) =>
    res.body.errors?.[0];
  const userOf = (phone: string) => t.app.get(DataSource).getRepository(User).findOneByOrFail({ phoneNumber: phone });
  const hashOf = async (phone: string) =>
    (
      await t.app
        .get(DataSource)
        .getRepository(User)
        .createQueryBuilder('u')
        .addSelect('u.passwordHash')
        .where('u.phoneNumber = :phone', { phone })
        .getOneOrFail()
    ).passwordHash;

  it('sets a first password without a current one: the new session works, every older one ends, no one else changes', async () => {
    const token = await loginAs(t, seed.phones.wardenA);
    const elsewhere = await loginAs(t, seed.phones.wardenA);
    const others = (await t.app.get(DataSource).getRepository(User).find()).filter(
      (u) => u.phoneNumber !== seed.phones.wardenA,
    );
    const res = await change(token, { newPassword: FIRST }).expect(200);
    expect(errorOf(res)).toBeUndefined();
    const answer = res.body.data.changeMyPassword;
    expect(answer).toMatchObject({ tokenType: 'Bearer', user: { hasPassword: true } });
    expect(answer.user.passwordChangedAt).toBe(t.clock.now().toISOString());

    expect((await graphql(t, ME, {}, answer.accessToken)).body.data.me.hasPassword).toBe(true);
    for (const old of [token, elsewhere])
      expect(errorOf(await graphql(t, ME, {}, old))?.extensions.code).toBe('UNAUTHENTICATED');
    const now = (await t.app.get(DataSource).getRepository(User).find()).filter(
      (u) => u.phoneNumber !== seed.phones.wardenA,
    );
    expect(now).toEqual(others);
    expect(await hashOf(seed.phones.adminA)).toBeNull();
    expect(await hashOf(seed.phones.wardenA)).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);

    const entries = await t.app.get(DataSource).getRepository(Activity).findBy({ action: 'user.password_changed' });
    expect(entries.map((e) => [e.actorUserId, e.subjectId, e.detail])).toEqual([
      [(await userOf(seed.phones.wardenA)).id, (await userOf(seed.phones.wardenA)).id, 'Password set'],
    ]);
  });

  it('signs in with phone + password through REST and GraphQL, phone in any written form', async () => {
    const token = await loginAs(t, seed.phones.adminA);
    await change(token, { newPassword: FIRST }).expect(200);
    const rest = await signIn('+91 90000 00002', FIRST).expect(200);
    expect(rest.body).toMatchObject({
      token_type: 'Bearer',
      user: { phone_number: seed.phones.adminA, role: 'admin' },
    });
    expect(rest.body.user).not.toHaveProperty('password_hash');
    expect((await graphql(t, ME, {}, rest.body.access_token)).body.data.me.hasPassword).toBe(true);

    const gql = await graphql(t, GQL_LOGIN, { identifier: seed.phones.adminA, password: FIRST }).expect(200);
    expect(gql.body.data.login.user.role).toBe('admin');
    const both = await graphql(t, GQL_LOGIN, { identifier: seed.phones.adminA, password: FIRST, otpCode: '123456' });
    expect(errorOf(both)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'password' }] });
    const neither = await graphql(t, GQL_LOGIN, { identifier: seed.phones.adminA });
    expect(errorOf(neither)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'otpCode' }] });
  });

  it('answers a wrong password, an unknown phone, a user without a password and a disabled user alike', async () => {
    const token = await loginAs(t, seed.phones.adminA);
    await change(token, { newPassword: FIRST }).expect(200);
    await t.app.get(DataSource).getRepository(User).update({ phoneNumber: seed.phones.staffA }, { isActive: false });
    const answers = [
      await signIn(seed.phones.adminA, 'Sunrise Residency 2027'),
      await signIn('+919812345678', FIRST),
      await signIn(seed.phones.wardenA, FIRST),
      await signIn(seed.phones.staffA, FIRST),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'UNAUTHENTICATED', message: FAILED });
    }
    const gql = await graphql(t, GQL_LOGIN, { identifier: '+919812345678', password: FIRST });
    expect(errorOf(gql)).toMatchObject({ message: FAILED, extensions: { code: 'UNAUTHENTICATED' } });
    const empty = await signIn(seed.phones.adminA, '').expect(400);
    expect(empty.body.fields).toEqual([{ field: 'password', message: 'Password is required.' }]);
  });

  it('allows five tries a number in 15 minutes, counted whether right, wrong or unknown; a success clears them', async () => {
    const token = await loginAs(t, seed.phones.adminA);
    await change(token, { newPassword: FIRST }).expect(200);
    for (let n = 0; n < 4; n++) await signIn(seed.phones.adminA, 'wrong password 1').expect(401);
    await signIn(seed.phones.adminA, FIRST).expect(200);
    for (let n = 0; n < 5; n++) await signIn(seed.phones.adminA, 'wrong password 1').expect(401);
    const refused = await signIn(seed.phones.adminA, FIRST).expect(429);
    expect(refused.body.message).toBe('Too many sign-in attempts for this number. Try again later');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown number is limited the same way: the refusal tells nothing about which numbers exist.
    for (let n = 0; n < 5; n++) await signIn('+919812345678', FIRST).expect(401);
    await signIn('+919812345678', FIRST).expect(429);
    t.clock.advanceSeconds(15 * 60);
    await signIn(seed.phones.adminA, FIRST).expect(200);
  });

  it('changes a password only with the right current one, naming each problem', async () => {
    const first = (await change(await loginAs(t, seed.phones.adminA), { newPassword: FIRST }).expect(200)).body.data
      .changeMyPassword.accessToken;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ newPassword: SECOND }, 'currentPassword', 'Current password is required.'],
      [
        { currentPassword: 'not it at all 1', newPassword: SECOND },
        'currentPassword',
        'Current password is incorrect.',
      ],
      [
        { currentPassword: FIRST, newPassword: FIRST },
        'newPassword',
        'New password must be different from the current password.',
      ],
      [
        { currentPassword: FIRST, newPassword: 'short1' },
        'newPassword',
        'New password must be at least 10 characters.',
      ],
      [
        { currentPassword: FIRST, newPassword: 'OnlyLettersHere' },
        'newPassword',
        'New password must have at least one letter and one digit.',
      ],
      [
        { currentPassword: FIRST, newPassword: 'rahul9000000002' },
        'newPassword',
        'New password must not contain your phone number.',
      ],
      [
        { currentPassword: FIRST, newPassword: 'password123' },
        'newPassword',
        'New password is too easy to guess. Choose a less common one.',
      ],
    ];
    for (const [input, field, message] of cases) {
      const res = await change(first, input).expect(200);
      expect(errorOf(res)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field, message }] });
    }
    const changed = await change(first, { currentPassword: FIRST, newPassword: SECOND }).expect(200);
    expect(errorOf(changed)).toBeUndefined();
    await signIn(seed.phones.adminA, FIRST).expect(401);
    await signIn(seed.phones.adminA, SECOND).expect(200);
  });

  it('stops checking current passwords after five wrong ones in 15 minutes', async () => {
    const token = (await change(await loginAs(t, seed.phones.adminA), { newPassword: FIRST }).expect(200)).body.data
      .changeMyPassword.accessToken;
    for (let n = 0; n < 5; n++) await change(token, { currentPassword: `wrong one ${n}0`, newPassword: SECOND });
    const refused = await change(token, { currentPassword: FIRST, newPassword: SECOND }).expect(200);
    expect(errorOf(refused)).toMatchObject({
      message: 'Too many wrong current passwords. Try again later',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    t.clock.advanceSeconds(15 * 60);
    expect(errorOf(await change(token, { currentPassword: FIRST, newPassword: SECOND }))).toBeUndefined();
  });

  it.each([
    ['a first password', undefined],
    ['a change', FIRST],
  ])(
    'applies ten identical submits of %s sent at once once: one OK, the rest signed out, never a 500',
    async (_, current) => {
      let token = await loginAs(t, seed.phones.wardenA);
      if (current) token = (await change(token, { newPassword: current })).body.data.changeMyPassword.accessToken;
      const user = await userOf(seed.phones.wardenA);
      const input = current ? { currentPassword: current, newPassword: SECOND } : { newPassword: SECOND };
      const { outcomes } = await atOnce(() => change(token, input));
      expect(outcomes).toEqual(['OK', ...Array(9).fill('UNAUTHENTICATED: Your session has ended. Sign in again')]);
      expect((await userOf(seed.phones.wardenA)).tokenVersion).toBe(user.tokenVersion + 1);
      const entries = await t.app.get(DataSource).getRepository(Activity).countBy({ action: 'user.password_changed' });
      expect(entries).toBe(current ? 2 : 1);
      await signIn(seed.phones.wardenA, SECOND).expect(200);
    },
  );
});
