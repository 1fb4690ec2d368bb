import { DataSource } from 'typeorm';
import { TENANT_LOGIN_ON_RESIDENT_PAGE } from '@hostel-admin/rules';
import { clientPermissionName, permissionsOf } from '../src/common/roles';
import { Hostel } from '../src/hostels/hostel.entity';
import { User } from '../src/users/user.entity';
import { graphql, loginAs } from './support/session';
import { freshAppForEachTest } from './support/fresh-app';
import { TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

const NEW_PHONE = '+919811122233';

const payload = (extra: Record<string, unknown> = {}) => ({
  full_name: 'Asha Verma',
  phone_number: NEW_PHONE,
  email: 'asha@example.com',
  role: 'warden',
  ...extra,
});

const HOSTEL_FIELDS = {
  hostel_name: 'Lakeview Residency',
  hostel_address: '12 Lake Road, Pune',
  hostel_type: 'girls',
  institution_name: 'Pune University',
  total_floors: 4,
  total_rooms: 60,
  total_hostels: 2,
  billing_address: '12 Lake Road, Pune 411001',
  subscription_plan: 'premium_plan',
};

describe.each(TEST_DATABASES)('POST /api/auth/register on %s', (db) => {
  let t: TestApp;

  const register = (body: object, token?: string) => {
    const req = t.http().post('/api/auth/register').send(body);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const userByPhone = (phone: string) =>
    t.app.get(DataSource).getRepository(User).findOneByOrFail({ phoneNumber: phone });
  const hostelCount = () => t.app.get(DataSource).getRepository(Hostel).count();

  describe('on an empty database (first-run setup)', () => {
    const fresh = freshAppForEachTest(db);
    beforeEach(async () => {
      t = await fresh();
    });

    it('creates a superadmin and the hostel without a token, whatever role was sent', async () => {
      const res = await register(payload({ role: 'staff', aadhar_or_pan: '1234 5678 9012', ...HOSTEL_FIELDS })).expect(
        201,
      );
      expect(res.body.user).toMatchObject({
        full_name: 'Asha Verma',
        phone_number: NEW_PHONE,
        role: 'superadmin',
        hostel_name: 'Lakeview Residency',
        aadhar_or_pan: 'XXXXXXXX9012',
      });
      const hostel = await t.app.get(DataSource).getRepository(Hostel).findOneByOrFail({ id: res.body.user.hostel_id });
      expect(hostel).toMatchObject({
        name: 'Lakeview Residency',
        address: '12 Lake Road, Pune',
        hostelType: 'girls',
        institutionName: 'Pune University',
        totalFloors: 4,
        totalRooms: 60,
        totalHostels: 2,
        billingAddress: '12 Lake Road, Pune 411001',
        subscriptionPlan: 'premium_plan',
      });
      expect((await userByPhone(NEW_PHONE)).aadharOrPan).toBe('123456789012');

      const token = await loginAs(t, NEW_PHONE);
      const me = await graphql(t, '{ me { role aadharOrPanMasked hostel { name } } }', {}, token).expect(200);
      expect(me.body.data.me).toEqual({
        role: 'superadmin',
        aadharOrPanMasked: 'XXXXXXXX9012',
        hostel: { name: 'Lakeview Residency' },
      });
    });

    it('needs the hostel name', async () => {
      const res = await register(payload()).expect(400);
      expect(res.body.fields).toEqual([
        { field: 'hostel_name', message: 'hostel_name is required to set up the first hostel' },
      ]);
    });

    it('happens only once: the next registration needs a token', async () => {
      await register(payload(HOSTEL_FIELDS)).expect(201);
      await register(payload({ phone_number: '+919811122234', ...HOSTEL_FIELDS })).expect(401);
      expect(await hostelCount()).toBe(1);
    });

    it('lets only one of two simultaneous first registrations through', async () => {
      const results = await Promise.all([
        register(payload(HOSTEL_FIELDS)),
        register(payload({ phone_number: '+919811122234', ...HOSTEL_FIELDS })),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 401]);
    });

    it('ignores a stale token left in a browser: nobody could sign in to replace it', async () => {
      const res = await register(payload(HOSTEL_FIELDS), 'not-a-token').expect(201);
      expect(res.body.user).toMatchObject({ role: 'superadmin' });
      await register(payload({ phone_number: '+919811122234', ...HOSTEL_FIELDS }), 'not-a-token').expect(401);
    });
  });

  describe('with users', () => {
    let seed: TwoHostels;

    const fresh = freshAppForEachTest(db);

    beforeEach(async () => {
      t = await fresh();
      seed = await seedTwoHostels(t);
    });

    it('needs a token', async () => {
      const res = await register(payload()).expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, error: 'UNAUTHENTICATED' });
    });

    it.each(['wardenA', 'staffA', 'tenantA'] as const)('refuses a %s with 403', async (who) => {
      const token = await loginAs(t, seed.phones[who]);
      const res = await register(payload(), token).expect(403);
      expect(res.body.error).toBe('FORBIDDEN');
    });

    it('refuses the role Tenant, naming role: a resident’s login is given on their page', async () => {
      const token = await loginAs(t, seed.phones.adminA);
      const res = await register(payload({ role: 'tenant' }), token).expect(400);
      expect(res.body).toMatchObject({
        error: 'BAD_USER_INPUT',
        fields: [{ field: 'role', message: TENANT_LOGIN_ON_RESIDENT_PAGE }],
      });
      expect(await t.app.get(DataSource).getRepository(User).existsBy({ phoneNumber: NEW_PHONE })).toBe(false);
    });

    it('does not let an admin create a superadmin', async () => {
      const token = await loginAs(t, seed.phones.adminA);
      await register(payload({ role: 'superadmin' }), token).expect(403);
    });

    it('registers into the admin’s own hostel, ignoring hostel fields', async () => {
      const token = await loginAs(t, seed.phones.adminB);
      const res = await register(
        payload({ role: 'staff', aadhar_or_pan: 'abcde1234f', ...HOSTEL_FIELDS }),
        token,
      ).expect(201);
      expect(res.body).toEqual({
        user: {
          id: expect.any(Number),
          full_name: 'Asha Verma',
          phone_number: NEW_PHONE,
          email: 'asha@example.com',
          role: 'staff',
          // The role's row of the one table (access-matrix.e2e-spec.ts pins the table itself).
          permissions: permissionsOf('staff').map(clientPermissionName),
          position: null,
          hostel_id: seed.hostelB.id,
          hostel_name: 'Hostel B',
          aadhar_or_pan: 'XXXXX1234X',
        },
      });
      expect(await hostelCount()).toBe(2);
      expect((await userByPhone(NEW_PHONE)).aadharOrPan).toBe('ABCDE1234F');
      const staff = await loginAs(t, NEW_PHONE);
      expect((await graphql(t, '{ me { aadharOrPanMasked hostel { id } } }', {}, staff)).body.data.me).toEqual({
        aadharOrPanMasked: 'XXXXX1234X',
        hostel: { id: String(seed.hostelB.id) },
      });
    });

    it('lets a superadmin create a new hostel with the user', async () => {
      const token = await loginAs(t, seed.phones.superadmin);
      const res = await register(payload({ role: 'admin', ...HOSTEL_FIELDS }), token).expect(201);
      expect(res.body.user).toMatchObject({ role: 'admin', hostel_name: 'Lakeview Residency' });
      expect([seed.hostelA.id, seed.hostelB.id]).not.toContain(res.body.user.hostel_id);
      expect(await hostelCount()).toBe(3);
    });

    it('puts a superadmin’s user without a hostel name into the superadmin’s hostel', async () => {
      const token = await loginAs(t, seed.phones.superadmin);
      const res = await register(payload({ role: 'superadmin' }), token).expect(201);
      expect(res.body.user).toMatchObject({ role: 'superadmin', hostel_id: seed.hostelA.id });
    });

    it('refuses a phone already registered with 409', async () => {
      const token = await loginAs(t, seed.phones.adminA);
      const res = await register(payload({ phone_number: seed.phones.adminB }), token).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'CONFLICT',
        message: 'This phone number is already registered',
        fields: [{ field: 'phone_number', message: 'This phone number is already registered' }],
      });
    });

    it('stores a pasted phone as E.164, and refuses it written another way once registered', async () => {
      const token = await loginAs(t, seed.phones.adminA);
      const res = await register(payload({ phone_number: '098111 22233' }), token).expect(201);
      expect(res.body.user.phone_number).toBe(NEW_PHONE);
      expect((await userByPhone(NEW_PHONE)).fullName).toBe('Asha Verma');
      await register(payload({ phone_number: '+91-98111-22233', email: 'other@example.com' }), token).expect(409);
    });

    it.each([
      [undefined, 'Phone is required'],
      ['98111 2223', 'Phone must be a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.'],
      ['+91 28111 22233', 'Phone must be a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.'],
    ])('refuses the phone %j with a 400 naming phone_number', async (phone, message) => {
      const token = await loginAs(t, seed.phones.adminA);
      const res = await register(payload({ phone_number: phone }), token).expect(400);
      expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', fields: [{ field: 'phone_number', message }] });
    });

    it('answers 409 to one of two simultaneous registrations of the same phone', async () => {
      const token = await loginAs(t, seed.phones.adminA);
      const results = await Promise.all([register(payload(), token), register(payload(), token)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it.each([
      [{ full_name: undefined }, 'full_name'],
      [{ full_name: '   ' }, 'full_name'],
      [{ full_name: 'x'.repeat(121) }, 'full_name'],
      [{ email: undefined }, 'email'],
      [{ email: 'not-an-email' }, 'email'],
      [{ role: undefined }, 'role'],
      [{ role: 'owner' }, 'role'],
      [{ hostel_type: 'mixed' }, 'hostel_type'],
      [{ subscription_plan: 'gold_plan' }, 'subscription_plan'],
      [{ total_floors: -1 }, 'total_floors'],
      [{ total_rooms: 2.5 }, 'total_rooms'],
      [{ total_hostels: '3' }, 'total_hostels'],
      [{ total_rooms: 100001 }, 'total_rooms'],
      [{ aadhar_or_pan: '12345' }, 'aadhar_or_pan'],
      [{ aadhar_or_pan: 'ABCD12345F' }, 'aadhar_or_pan'],
      [{ hostel_id: 7 }, 'hostel_id'],
    ])('rejects %j with a 400 naming %s', async (change, field) => {
      const token = await loginAs(t, seed.phones.adminA);
      const res = await register(payload(change), token).expect(400);
      expect(res.body.error).toBe('BAD_USER_INPUT');
      expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining([field]));
      expect(res.body.message).toContain(field);
    });

    it('treats empty optional fields as not sent', async () => {
      const token = await loginAs(t, seed.phones.adminA);
      const empty = {
        hostel_type: '',
        total_rooms: '',
        aadhar_or_pan: '',
        subscription_plan: '',
        billing_address: ' ',
      };
      const res = await register(payload(empty), token).expect(201);
      expect(res.body.user.aadhar_or_pan).toBeNull();
    });
  });
});
