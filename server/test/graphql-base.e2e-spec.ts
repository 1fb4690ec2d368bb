import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { clientPermissionName, permissionsOf } from '../src/common/roles';
import { graphql, latestCode, loginAs } from './support/session';
import { freshAppForEachTest } from './support/fresh-app';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

const HOSTEL = '{ id name address hostelType subscriptionPlan defaultDepositPaise }';

describe.each(TEST_DATABASES)('GraphQL base on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;

  const fresh = freshAppForEachTest(db);

  beforeEach(async () => {
    t = await fresh();
    seed = await seedTwoHostels(t);
  });

  const errorOf = (res: { body: { errors?: { extensions: Record<string, unknown> }[] } }) =>
    res.body.errors?.[0]?.extensions;

  describe('me', () => {
    it('answers the signed-in user with their hostel', async () => {
      const token = await loginAs(t, seed.phones.wardenA);
      const res = await graphql(
        t,
        `{ me { id fullName phoneNumber email role position aadharOrPanMasked hostel ${HOSTEL} } }`,
        {},
        token,
      ).expect(200);
      expect(res.body.data.me).toEqual({
        id: expect.stringMatching(/^\d+$/),
        fullName: 'wardenA user',
        phoneNumber: seed.phones.wardenA,
        email: 'wardena@example.com',
        role: 'warden',
        position: null,
        aadharOrPanMasked: null,
        hostel: {
          id: String(seed.hostelA.id),
          name: 'Hostel A',
          address: '1 A Street',
          hostelType: 'boys',
          subscriptionPlan: 'starter_plan',
          defaultDepositPaise: 900000,
        },
      });
    });

    it('answers what the role may do from the guard’s own table, as the REST login does', async () => {
      const answers: Record<string, unknown> = {};
      for (const who of ['superadmin', 'adminA', 'wardenA', 'staffA'] as const) {
        await t.http().post('/api/auth/login').send({ identifier: seed.phones[who] }).expect(200);
        const code = await latestCode(t, seed.phones[who]);
        const login = await t
          .http()
          .post('/api/auth/login')
          .send({ identifier: seed.phones[who], otp_code: code })
          .expect(200);
        t.clock.advanceSeconds(61);
        const me = await graphql(t, '{ me { role permissions } }', {}, login.body.access_token).expect(200);
        expect(me.body.data.me.permissions).toEqual(login.body.user.permissions);
        expect(me.body.data.me.permissions).toEqual(permissionsOf(me.body.data.me.role).map(clientPermissionName));
        answers[who] = me.body.data.me.permissions;
      }
      expect(answers.wardenA).toEqual([
        'hostel_read',
        'rooms_read',
        'rooms_write',
        'students_read',
        'students_write',
        'payments_read',
        'payments_record',
        'charges_write',
        'rent_change',
        'checkout_prepare',
        'requests_read',
        'requests_write',
        'notifications_read',
        'notifications_send',
        'visitors_read',
        'visitors_write',
        'meals_read',
        'meals_write',
      ]);
      expect(answers.adminA).toEqual([
        'hostel_read',
        'hostel_settings',
        'users_register',
        'users_manage',
        'rooms_read',
        'rooms_write',
        'students_read',
        'students_write',
        'payments_read',
        'payments_record',
        'payments_verify',
        'charges_write',
        'charges_void',
        'rent_change',
        'rent_approve',
        'checkout_prepare',
        'checkout_approve',
        'subscription_manage',
        'requests_read',
        'requests_write',
        'notifications_read',
        'notifications_send',
        'visitors_read',
        'visitors_write',
        'meals_read',
        'meals_write',
      ]);
    });

    it('is UNAUTHENTICATED without a token', async () => {
      const res = await graphql(t, '{ me { id } }').expect(200);
      expect(res.body.data).toBeNull();
      expect(res.body.errors[0]).toMatchObject({
        message: 'Sign in to continue',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });
  });

  describe('hostel', () => {
    it("answers the caller's own hostel without an id", async () => {
      const token = await loginAs(t, seed.phones.staffA);
      const res = await graphql(t, `{ hostel ${HOSTEL} }`, {}, token).expect(200);
      expect(res.body.data.hostel).toMatchObject({ id: String(seed.hostelA.id), name: 'Hostel A' });
    });

    it.each(['adminA', 'wardenA', 'staffA'] as const)(
      "is NOT_FOUND for another hostel's id when a %s asks",
      async (who) => {
        const token = await loginAs(t, seed.phones[who]);
        const res = await graphql(
          t,
          'query ($id: ID) { hostel(id: $id) { id name } }',
          { id: String(seed.hostelB.id) },
          token,
        ).expect(200);
        expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND' });
        const missing = await graphql(t, 'query ($id: ID) { hostel(id: $id) { id } }', { id: '999999' }, token);
        expect(res.body.errors[0].message).toBe(missing.body.errors[0].message);
      },
    );

    it('lets a superadmin read every hostel', async () => {
      const token = await loginAs(t, seed.phones.superadmin);
      const res = await graphql(
        t,
        'query ($id: ID) { hostel(id: $id) { id name } }',
        { id: String(seed.hostelB.id) },
        token,
      ).expect(200);
      expect(res.body.data.hostel).toEqual({ id: String(seed.hostelB.id), name: 'Hostel B' });
    });

    it.each(['abc', '-1', '1.5'])('is NOT_FOUND for the id %s', async (id) => {
      const token = await loginAs(t, seed.phones.superadmin);
      const res = await graphql(t, 'query ($id: ID) { hostel(id: $id) { id } }', { id }, token);
      expect(errorOf(res)).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('is FORBIDDEN for a tenant and UNAUTHENTICATED without a token', async () => {
      const token = await loginAs(t, seed.phones.tenantA);
      expect(errorOf(await graphql(t, '{ hostel { id } }', {}, token))).toMatchObject({ code: 'FORBIDDEN' });
      expect(errorOf(await graphql(t, '{ hostel { id } }'))).toMatchObject({ code: 'UNAUTHENTICATED' });
    });
  });

  describe('user management', () => {
    const SET_ACTIVE = 'mutation ($id: ID!, $active: Boolean!) { setUserActive(id: $id, active: $active) { id } }';
    const CHANGE_ROLE = 'mutation ($id: ID!, $role: Role!) { changeUserRole(id: $id, role: $role) { id role } }';
    const idOf = async (phone: string) =>
      (await graphql(t, '{ me { id } }', {}, await loginAs(t, phone))).body.data.me.id as string;

    it("is NOT_FOUND for another hostel's user", async () => {
      const adminB = await idOf(seed.phones.adminB);
      const token = await loginAs(t, seed.phones.adminA);
      expect(errorOf(await graphql(t, SET_ACTIVE, { id: adminB, active: false }, token))).toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('is FORBIDDEN for a warden, for changing a superadmin, for making one and for oneself', async () => {
      const [staff, superadmin, adminA] = [
        await idOf(seed.phones.staffA),
        await idOf(seed.phones.superadmin),
        await idOf(seed.phones.adminA),
      ];
      const warden = await loginAs(t, seed.phones.wardenA);
      const admin = await loginAs(t, seed.phones.adminA);
      expect(errorOf(await graphql(t, SET_ACTIVE, { id: staff, active: false }, warden))).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(errorOf(await graphql(t, SET_ACTIVE, { id: superadmin, active: false }, admin))).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(errorOf(await graphql(t, CHANGE_ROLE, { id: staff, role: 'superadmin' }, admin))).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(errorOf(await graphql(t, CHANGE_ROLE, { id: adminA, role: 'staff' }, admin))).toMatchObject({
        code: 'FORBIDDEN',
      });
    });

    it('lets a superadmin change a user of any hostel', async () => {
      const adminB = await idOf(seed.phones.adminB);
      const token = await loginAs(t, seed.phones.superadmin);
      const res = await graphql(t, CHANGE_ROLE, { id: adminB, role: 'warden' }, token).expect(200);
      expect(res.body.data.changeUserRole).toEqual({ id: adminB, role: 'warden' });
    });

    it('records who disabled, enabled or re-roled a user in the activity log', async () => {
      const staff = await idOf(seed.phones.staffA);
      const admin = await loginAs(t, seed.phones.adminA);
      await graphql(t, SET_ACTIVE, { id: staff, active: false }, admin).expect(200);
      await graphql(t, SET_ACTIVE, { id: staff, active: true }, admin).expect(200);
      await graphql(t, CHANGE_ROLE, { id: staff, role: 'warden' }, admin).expect(200);
      await graphql(t, CHANGE_ROLE, { id: staff, role: 'staff' }, admin).expect(200);
      const rows = await t.app
        .get(DataSource)
        .getRepository(Activity)
        .find({ where: { subjectType: 'user', subjectId: Number(staff) }, order: { id: 'ASC' } });
      expect(rows.map((row) => [row.action, row.detail, row.hostelId])).toEqual([
        ['user.disabled', null, seed.hostelA.id],
        ['user.enabled', null, seed.hostelA.id],
        ['user.role_changed', 'staff → warden', seed.hostelA.id],
        ['user.role_changed', 'warden → staff', seed.hostelA.id],
      ]);
    });
  });

  describe('errors and limits', () => {
    it('names each bad argument in BAD_USER_INPUT', async () => {
      const res = await graphql(
        t,
        'mutation ($identifier: String!) { requestLoginCode(identifier: $identifier) { id } }',
        { identifier: '12345' },
      ).expect(200);
      expect(res.body.errors[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: [
          {
            field: 'identifier',
            message: 'Phone must be a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.',
          },
        ],
      });
    });

    it('refuses more aliases than the limit', async () => {
      const token = await loginAs(t, seed.phones.adminA);
      const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ');
      const res = await graphql(t, `{ ${aliases} }`, {}, token).expect(400);
      expect(res.body.errors[0].message).toBe('Query uses too many aliases: 16, the limit is 15');
    });

    it('refuses a query deeper than the limit', async () => {
      const shallow = await startTestApp(db, { GRAPHQL_MAX_DEPTH: '2' });
      try {
        const res = await shallow
          .http()
          .post('/graphql')
          .send({
            query: 'mutation { login(identifier: "+919000000002", otpCode: "123456") { user { hostel { id } } } }',
          })
          .expect(400);
        expect(res.body.errors[0].message).toBe('Query is too deep: 3 levels, the limit is 2');
        const ok = await shallow.http().post('/graphql').send({ query: '{ me { hostel { id } } }' }).expect(200);
        expect(ok.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      } finally {
        await shallow.close();
      }
    });
  });
});
