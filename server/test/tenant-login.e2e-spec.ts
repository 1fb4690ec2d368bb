import { DataSource } from 'typeorm';
import { TENANT_LOGIN_ON_RESIDENT_PAGE } from '@hostel-admin/rules';
import { User } from '../src/users/user.entity';
import { startHostelApi, type Who } from './support/hostel-api';
import { atOnce, RACERS } from './support/race';
import { graphql, loginAs } from './support/session';
import { TEST_DATABASES } from './support/test-app';

/**
 * One way to give a resident a login: Give login on the resident's page. Register User refuses the role Tenant (it
 * made logins that belonged to no resident: they opened /resident to "your stay may have ended" and blocked Give
 * login); such a login already made is linked to its resident by Give login; anyone else's phone is still refused.
 */
const GRANT = `mutation ($id: ID!) { grantResidentAccess(studentId: $id) { student { id residentAccess { studentId active phoneNumber } } } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateStudentInput!) { updateStudent(id: $id, input: $input) { student { id } } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveStudent(id: $id) { student { id } } }`;
const CHANGE_ROLE = 'mutation ($id: ID!, $role: Role!) { changeUserRole(id: $id, role: $role) { id role } }';
const RESIDENCE = '{ myResidence { id name } }';
const ACTIVITY = '{ myActivity(pageSize: 100) { items { text } } }';

describe.each(TEST_DATABASES)('a tenant login on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  beforeAll(async () => {
    api = await startHostelApi(db);
  }, 60_000);
  afterAll(() => api.close());

  const users = () => api.t.app.get(DataSource).getRepository(User);
  const usersWithPhone = (phone: string) => users().find({ where: { phoneNumber: phone }, order: { id: 'ASC' } });
  const errorOf = (res: { body: unknown }) => api.errorOf(res as never);
  const residentIn = async (name: string) => {
    const room = await api.newRoom('wardenA', 1);
    const { student } = await api.checkIn(room, 0, 'wardenA', { name });
    const read = await api.ask(`query ($id: ID!) { student(id: $id) { phone email } }`, { id: student.id });
    const { phone, email } = read.body.data.student as { phone: string; email: string };
    return { id: student.id, name, phone, email };
  };
  /** POST /api/auth/register, the Register User screen's request, as `who`. */
  const register = (body: Record<string, unknown>, who: Who | null = 'adminA') => {
    const req = api.t
      .http()
      .post('/api/auth/register')
      .send({ email: 'typed@example.com', role: 'tenant', ...body });
    return who ? req.set('Authorization', `Bearer ${api.tokens[who]}`) : req;
  };
  /** A login as Register User made it before it refused the role: a tenant of the hostel that belongs to no one. */
  const orphanLogin = (phone: string, hostel: 'hostelA' | 'hostelB' = 'hostelA') =>
    users().save(
      users().create({
        hostelId: api.seed[hostel].id,
        fullName: 'Typed At Register',
        phoneNumber: phone,
        email: 'typed@example.com',
        role: 'tenant',
        aadharOrPan: '123456789012',
      }),
    );
  const gaveLogin = async (name: string, who: Who = 'wardenA') =>
    ((await api.ask(ACTIVITY, {}, who)).body.data.myActivity.items as { text: string }[]).filter(
      (item) => item.text === `Gave ${name} their own login`,
    ).length;

  it('Register User refuses the role Tenant, naming role and saying where; Give login then gives the login', async () => {
    const asha = await residentIn('Asha Rao');
    for (const who of ['adminA', 'superadmin'] as const) {
      const res = await register({ full_name: 'Asha Rao', phone_number: asha.phone }, who).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'BAD_USER_INPUT',
        message: TENANT_LOGIN_ON_RESIDENT_PAGE,
        fields: [{ field: 'role', message: TENANT_LOGIN_ON_RESIDENT_PAGE }],
      });
    }
    // A phone no resident has is refused the same way: no tenant is made without a resident.
    await register({ full_name: 'Nobody', phone_number: '+919811100001' }).expect(400);
    // Who calls comes first: anonymous 401, a warden 403, whatever the role.
    await register({ full_name: 'Asha Rao', phone_number: asha.phone }, null).expect(401);
    await register({ full_name: 'Asha Rao', phone_number: asha.phone }, 'wardenA').expect(403);
    expect(await usersWithPhone(asha.phone)).toEqual([]);
    expect(await usersWithPhone('+919811100001')).toEqual([]);

    const res = await api.ask(GRANT, { id: asha.id });
    expect(res.body.data.grantResidentAccess.student.residentAccess).toEqual({
      studentId: asha.id,
      active: true,
      phoneNumber: asha.phone,
    });
    const token = await loginAs(api.t, asha.phone);
    expect((await graphql(api.t, RESIDENCE, {}, token)).body.data.myResidence).toEqual({
      id: asha.id,
      name: 'Asha Rao',
    });
    expect(await gaveLogin('Asha Rao')).toBe(1);
  });

  it('Give login links an orphan login with the resident’s phone to the resident, as a new login would be', async () => {
    const ravi = await residentIn('Ravi Kumar');
    const orphan = await orphanLogin(ravi.phone);
    // The bug: the orphan signs in and reads nothing of its own.
    const before = await loginAs(api.t, ravi.phone);
    expect(errorOf(await graphql(api.t, RESIDENCE, {}, before))).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(
      (await api.ask(`query ($id: ID!) { student(id: $id) { residentAccess { active } } }`, { id: ravi.id })).body,
    ).toEqual({ data: { student: { residentAccess: null } } });

    const res = await api.ask(GRANT, { id: ravi.id }, 'adminA');
    expect(errorOf(res)).toBeUndefined();
    expect(res.body.data.grantResidentAccess.student.residentAccess).toEqual({
      studentId: ravi.id,
      active: true,
      phoneNumber: ravi.phone,
    });
    // The same row, now the resident's: their name and e-mail, linked, one activity entry.
    const [linked, ...others] = await usersWithPhone(ravi.phone);
    expect(others).toEqual([]);
    expect(linked).toMatchObject({
      id: orphan.id,
      role: 'tenant',
      hostelId: api.seed.hostelA.id,
      studentId: Number(ravi.id),
      fullName: 'Ravi Kumar',
      email: ravi.email,
      isActive: true,
    });
    expect(await gaveLogin('Ravi Kumar', 'adminA')).toBe(1);
    // Tokens issued before the link end; signing in again opens the resident's own page.
    expect(errorOf(await graphql(api.t, RESIDENCE, {}, before))).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    api.t.clock.advanceSeconds(61);
    const after = await loginAs(api.t, ravi.phone);
    expect((await graphql(api.t, RESIDENCE, {}, after)).body.data.myResidence).toEqual({
      id: ravi.id,
      name: 'Ravi Kumar',
    });
    // Given again: nothing changes, no second entry.
    expect(errorOf(await api.ask(GRANT, { id: ravi.id }, 'adminA'))).toBeUndefined();
    expect(await gaveLogin('Ravi Kumar', 'adminA')).toBe(1);
  });

  it('links a turned-off orphan too, and turns it on', async () => {
    const mina = await residentIn('Mina Shah');
    const orphan = await orphanLogin(mina.phone);
    await users().update({ id: orphan.id }, { isActive: false });
    expect(errorOf(await api.ask(GRANT, { id: mina.id }))).toBeUndefined();
    expect(await users().findOneByOrFail({ id: orphan.id })).toMatchObject({
      studentId: Number(mina.id),
      isActive: true,
    });
  });

  it('still refuses a phone that belongs to someone else: staff, another resident’s login, another hostel', async () => {
    // Register User with the resident's phone as staff: a member of staff now signs in with it.
    const kiran = await residentIn('Kiran Das');
    const staff = await register({ full_name: 'Kiran Das', phone_number: kiran.phone, role: 'staff' }).expect(201);
    const refused = (res: { body: unknown }) =>
      expect(errorOf(res)).toMatchObject({ extensions: { code: 'CONFLICT', fields: [{ field: 'phone' }] } });
    refused(await api.ask(GRANT, { id: kiran.id }));
    expect(await usersWithPhone(kiran.phone)).toEqual([
      expect.objectContaining({ id: staff.body.user.id, role: 'staff', studentId: null }),
    ]);

    // A login linked to a resident who left; a new resident with that phone does not take it.
    const first = await residentIn('First Holder');
    await api.ask(GRANT, { id: first.id });
    const firstLogin = (await usersWithPhone(first.phone))[0];
    expect(errorOf(await api.ask(ARCHIVE, { id: first.id }))).toBeUndefined();
    const second = await residentIn('Second Holder');
    const national = first.phone.replace('+91', '');
    expect(errorOf(await api.ask(UPDATE, { id: second.id, input: { phone: national } }))).toBeUndefined();
    refused(await api.ask(GRANT, { id: second.id }));
    expect(await users().findOneByOrFail({ id: firstLogin.id })).toMatchObject({ studentId: Number(first.id) });

    // An orphan of another hostel is not this hostel's to link.
    const leela = await residentIn('Leela Iyer');
    const theirs = await orphanLogin(leela.phone, 'hostelB');
    refused(await api.ask(GRANT, { id: leela.id }));
    // Nor may another hostel's admin give the login: the resident is not found, the orphan untouched.
    const mine = await residentIn('Meena Pillai');
    const orphan = await orphanLogin(mine.phone);
    expect(errorOf(await api.ask(GRANT, { id: mine.id }, 'adminB'))).toMatchObject({
      extensions: { code: 'NOT_FOUND', fields: [{ field: 'studentId' }] },
    });
    for (const id of [theirs.id, orphan.id])
      expect(await users().findOneByOrFail({ id })).toMatchObject({ studentId: null, fullName: 'Typed At Register' });
  });

  it('never makes a tenant by a change of role, nor turns a resident’s login into staff', async () => {
    const staffId = (await users().findOneByOrFail({ phoneNumber: api.seed.phones.staffA })).id;
    const toTenant = await api.ask(CHANGE_ROLE, { id: staffId, role: 'tenant' }, 'adminA');
    expect(errorOf(toTenant)).toMatchObject({
      message: TENANT_LOGIN_ON_RESIDENT_PAGE,
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'role' }] },
    });
    const nila = await residentIn('Nila Bose');
    await api.ask(GRANT, { id: nila.id });
    const login = (await usersWithPhone(nila.phone))[0];
    const toStaff = await api.ask(CHANGE_ROLE, { id: login.id, role: 'staff' }, 'adminA');
    expect(errorOf(toStaff)).toMatchObject({ extensions: { code: 'CONFLICT', fields: [{ field: 'role' }] } });
    expect(await users().findOneByOrFail({ id: login.id })).toMatchObject({
      role: 'tenant',
      studentId: Number(nila.id),
    });
    expect(await users().findOneByOrFail({ id: staffId })).toMatchObject({ role: 'staff' });
  });

  it('links an orphan once when Give login arrives ten times at once', async () => {
    const tara = await residentIn('Tara Menon');
    const orphan = await orphanLogin(tara.phone);
    const { outcomes, wins } = await atOnce(() => api.ask(GRANT, { id: tara.id }, 'adminA'));
    expect(outcomes).toEqual(Array(RACERS).fill('OK'));
    const access = wins.map((w) => JSON.stringify(w));
    expect(new Set(access).size).toBe(1);
    expect(await usersWithPhone(tara.phone)).toEqual([
      expect.objectContaining({ id: orphan.id, studentId: Number(tara.id) }),
    ]);
    expect(await gaveLogin('Tara Menon', 'adminA')).toBe(1);
  });

  it('answers Register User sent ten times at once once: one user, the rest CONFLICT; Tenant ten times none', async () => {
    const phone = '+919811100002';
    const staff = await Promise.all(
      Array.from({ length: RACERS }, () => register({ full_name: 'Asha Verma', phone_number: phone, role: 'staff' })),
    );
    expect(staff.map((r) => r.status).sort()).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
    for (const res of staff.filter((r) => r.status === 409))
      expect(res.body.fields).toEqual([{ field: 'phone_number', message: 'This phone number is already registered' }]);
    expect(await usersWithPhone(phone)).toHaveLength(1);

    const uma = await residentIn('Uma Nair');
    const tenants = await Promise.all(
      Array.from({ length: RACERS }, () => register({ full_name: 'Uma Nair', phone_number: uma.phone })),
    );
    expect(tenants.map((r) => r.status)).toEqual(Array(RACERS).fill(400));
    expect(await usersWithPhone(uma.phone)).toEqual([]);
  });

  it('gives the phone to one of Register User and Give login sent at once, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const vid = await residentIn(`Vidya Rao ${round}`);
      const [registered, ...granted] = await Promise.all([
        register({ full_name: 'Vidya Rao', phone_number: vid.phone, role: 'staff' }),
        ...Array.from({ length: 4 }, () => api.ask(GRANT, { id: vid.id })),
      ]);
      const holders = await usersWithPhone(vid.phone);
      expect(holders).toHaveLength(1);
      const grants = granted.map((res) => errorOf(res)?.extensions.code ?? 'OK');
      if (registered.status === 201) {
        expect(holders[0]).toMatchObject({ role: 'staff', studentId: null });
        // Register User ran first: every Give login after it is refused.
        expect(grants.every((code) => code === 'CONFLICT')).toBe(true);
      } else {
        // A Give login ran first: Register User finds the phone taken, and every Give login answers the login.
        expect(registered.status).toBe(409);
        expect(holders[0]).toMatchObject({ role: 'tenant', studentId: Number(vid.id) });
        expect(grants).toEqual(['OK', 'OK', 'OK', 'OK']);
      }
    }
  });
});
