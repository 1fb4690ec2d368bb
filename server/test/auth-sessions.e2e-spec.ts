import { createHmac } from 'node:crypto';
import { Strategy } from 'passport-jwt';
import { SessionsService } from '../src/auth/sessions.service';
import { APP_CONFIG, AppConfig } from '../src/config/app-config';
import { graphql, latestCode, loginAs } from './support/session';
import { freshAppForEachTest } from './support/fresh-app';
import { TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

const CODE_SENT = { message: 'If this number is registered, a code has been sent', expires_in: 300, resend_after: 60 };

describe.each(TEST_DATABASES)('auth sessions on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;

  const fresh = freshAppForEachTest(db);

  beforeEach(async () => {
    t = await fresh();
    seed = await seedTwoHostels(t);
  });

  const login = (body: object) => t.http().post('/api/auth/login').send(body);
  const me = (token: string) => graphql(t, '{ me { id role } }', {}, token);

  const secret = () => t.app.get<AppConfig>(APP_CONFIG).jwtSecret;
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const sign = (header: object, payload: object, algorithm: string, key = secret()) => {
    const unsigned = `${b64(header)}.${b64(payload)}`;
    return `${unsigned}.${createHmac(algorithm, key).update(unsigned).digest('base64url')}`;
  };
  const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

  it('ends the session on logout: the same token then gets 401', async () => {
    const token = await loginAs(t, seed.phones.adminA);
    const other = await loginAs(t, seed.phones.adminA);
    await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(200);
    await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(401);
    const res = await me(token).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await me(other)
      .expect(200)
      .expect((r) => expect(r.body.data.me.role).toBe('admin'));
  });

  it('ends the session through the logout mutation', async () => {
    const token = await loginAs(t, seed.phones.wardenA);
    const res = await graphql(t, 'mutation { logout }', {}, token).expect(200);
    expect(res.body.data.logout).toBe(true);
    expect((await me(token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('resolves the caller once per request: a document of three fields reads the session once', async () => {
    const token = await loginAs(t, seed.phones.adminA);
    const sessions = t.app.get(SessionsService);
    const authenticate = jest.spyOn(sessions, 'authenticate');
    try {
      const res = await graphql(t, '{ me { id } hostel { id } rooms { totalCount } }', {}, token).expect(200);
      expect(res.body.errors).toBeUndefined();
      expect(authenticate).toHaveBeenCalledTimes(1);
      // A token that fails its signature check is refused before any session is read.
      authenticate.mockClear();
      const bad = await graphql(t, '{ hostel { id } rooms { totalCount } }', {}, `${token}x`).expect(200);
      expect([...new Set(bad.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code))]).toEqual([
        'UNAUTHENTICATED',
      ]);
      expect(authenticate).toHaveBeenCalledTimes(0);
    } finally {
      authenticate.mockRestore();
    }
  });

  it('needs a token to log out', async () => {
    await t.http().post('/api/auth/logout').expect(401);
  });

  it('stops accepting tokens of a disabled user, and the user cannot sign in again', async () => {
    const token = await loginAs(t, seed.phones.wardenA);
    const admin = await loginAs(t, seed.phones.adminA);
    const warden = (await me(token)).body.data.me.id;
    await graphql(
      t,
      'mutation ($id: ID!) { setUserActive(id: $id, active: false) { id } }',
      { id: warden },
      admin,
    ).expect(200);
    expect((await me(token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await login({ identifier: seed.phones.wardenA })
      .expect(200)
      .expect((r) => expect(r.body).toEqual(CODE_SENT));
    await expect(latestCode(t, seed.phones.wardenA)).resolves.toMatch(/^\d{6}$/);
    const outbox = (await t.http().get('/api/dev/outbox')).body as { to: string }[];
    expect(outbox[0].to).not.toBe(seed.phones.wardenA);
  });

  it('stops accepting tokens issued before a role change', async () => {
    const token = await loginAs(t, seed.phones.staffA);
    const admin = await loginAs(t, seed.phones.adminA);
    const staff = (await me(token)).body.data.me.id;
    await graphql(
      t,
      'mutation ($id: ID!) { changeUserRole(id: $id, role: warden) { role } }',
      { id: staff },
      admin,
    ).expect(200);
    expect((await me(token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const fresh = await loginAs(t, seed.phones.staffA);
    expect((await me(fresh)).body.data.me.role).toBe('warden');
  });

  it('stops accepting a token when the session lifetime has passed', async () => {
    const token = await loginAs(t, seed.phones.adminA);
    t.clock.advanceSeconds(8 * 3600 - 120);
    expect((await me(token)).body.data.me.role).toBe('admin');
    t.clock.advanceSeconds(120);
    expect((await me(token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("checks a token's signature once while kept, and its time and session on every request", async () => {
    // passport-jwt's call into jsonwebtoken, looked up on each use.
    const verifier = jest.spyOn(Strategy as unknown as { JwtVerifier: () => void }, 'JwtVerifier');
    try {
      const token = await loginAs(t, seed.phones.adminA);
      for (let i = 0; i < 3; i++) expect((await me(token)).body.data.me.role).toBe('admin');
      expect(verifier).toHaveBeenCalledTimes(1);
      // At its expiry by jsonwebtoken's clock (Date.now), a kept token is refused as jsonwebtoken refuses it.
      const now = jest.spyOn(Date, 'now').mockReturnValue((payloadOf(token).exp as number) * 1000);
      try {
        expect((await me(token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      } finally {
        now.mockRestore();
      }
      expect(verifier).toHaveBeenCalledTimes(2);
      expect((await me(token)).body.data.me.role).toBe('admin');
      await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(200);
      verifier.mockClear();
      // Signed out: the session check refuses the kept token, which is then forgotten.
      expect((await me(token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(verifier).toHaveBeenCalledTimes(0);
      expect((await me(token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(verifier).toHaveBeenCalledTimes(1);
    } finally {
      verifier.mockRestore();
    }
  });

  it('refuses tampered tokens, other algorithms and other keys', async () => {
    const token = await loginAs(t, seed.phones.staffA);
    const [header, , signature] = token.split('.');
    const promoted = { ...payloadOf(token), role: 'superadmin' };
    const forged = [
      `${header}.${b64(promoted)}.${signature}`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payloadOf(token))}.`,
      sign({ alg: 'HS512', typ: 'JWT' }, payloadOf(token), 'sha512'),
      sign({ alg: 'HS256', typ: 'JWT' }, payloadOf(token), 'sha256', 'another-secret-that-is-long-enough-too'),
      sign({ alg: 'HS256', typ: 'JWT' }, { ...payloadOf(token), exp: Math.floor(Date.now() / 1000) - 10 }, 'sha256'),
      'not-a-token',
    ];
    for (const bad of forged) {
      await t.http().post('/api/auth/logout').set('Authorization', `Bearer ${bad}`).expect(401);
      expect((await me(bad)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(sign({ alg: 'HS256', typ: 'JWT' }, payloadOf(token), 'sha256')).toBe(token);
  });

  it('refuses a token whose role or hostel differs from the user', async () => {
    const token = await loginAs(t, seed.phones.adminA);
    const sign256 = (payload: object) => sign({ alg: 'HS256', typ: 'JWT' }, payload, 'sha256');
    expect((await me(sign256({ ...payloadOf(token), role: 'superadmin' }))).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await me(sign256({ ...payloadOf(token), hid: seed.hostelB.id }))).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('lets a tenant sign in but not use the admin API', async () => {
    const token = await loginAs(t, seed.phones.tenantA);
    expect((await me(token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
