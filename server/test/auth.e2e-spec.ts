import crypto from 'node:crypto';
import { DataSource } from 'typeorm';
import { OtpChallenge } from '../src/auth/otp-challenge.entity';
import { User } from '../src/users/user.entity';
import { graphql, latestCode } from './support/session';
import { freshAppForEachTest } from './support/fresh-app';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

const UNKNOWN = '+447812345678';
const INDIAN_MOBILE = 'Phone must be a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.';
const CODE_SENT = { message: 'If this number is registered, a code has been sent', expires_in: 300, resend_after: 60 };

describe.each(TEST_DATABASES)('auth on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;

  const fresh = freshAppForEachTest(db);

  beforeEach(async () => {
    t = await fresh();
    seed = await seedTwoHostels(t);
  });

  const login = (body: object) => t.http().post('/api/auth/login').send(body);
  const me = (token: string) => graphql(t, '{ me { id role } }', {}, token);
  const askCode = async (phone: string) => {
    await login({ identifier: phone }).expect(200);
    return latestCode(t, phone);
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('asking for a code', () => {
    it('answers the same for registered and unknown numbers, and texts only registered ones', async () => {
      const known = await login({ identifier: seed.phones.adminA }).expect(200);
      const unknown = await login({ identifier: UNKNOWN }).expect(200);
      expect(known.body).toEqual(CODE_SENT);
      expect(unknown.body).toEqual(CODE_SENT);
      const outbox = (await t.http().get('/api/dev/outbox').expect(200)).body as { to: string; text: string }[];
      expect(outbox.map((m) => m.to)).toEqual([seed.phones.adminA]);
      expect(outbox[0].text).toMatch(/^Your Hostel Admin login code is \d{6}\. It expires in 5 minutes\.$/);
    });

    it.each([
      [{}, 'Phone is required'],
      [{ identifier: '987654321' }, INDIAN_MOBILE],
      [{ identifier: '+91 98765 4321' }, INDIAN_MOBILE],
      [{ identifier: '+91 58765 43210' }, INDIAN_MOBILE],
      [{ identifier: '+1234567' }, 'Phone must be'],
      [{ identifier: 919876543210 }, 'Phone must be'],
    ])('refuses %j with a 400 naming identifier, and makes no code', async (body, message) => {
      const res = await login(body).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        error: 'BAD_USER_INPUT',
        fields: [{ field: 'identifier', message: expect.stringContaining(message) }],
      });
      expect(await t.app.get(DataSource).getRepository(OtpChallenge).count()).toBe(0);
    });

    it.each(['+91 98765 43210', '+91-98765-43210', '098765 43210', '98765 43210', '9876543210'])(
      'reads the pasted %j as +919876543210: the code is made and sent for that number',
      async (typed) => {
        await t.app
          .get(DataSource)
          .getRepository(User)
          .update({ phoneNumber: seed.phones.adminA }, { phoneNumber: '+919876543210' });
        await login({ identifier: typed }).expect(200);
        const challenges = await t.app.get(DataSource).getRepository(OtpChallenge).find();
        expect(challenges.map((c) => c.phoneNumber)).toEqual(['+919876543210']);
        const code = await latestCode(t, '+919876543210');
        await login({ identifier: typed, otp_code: code }).expect(200);
      },
    );

    it.each([
      [{ identifier: '+919876543210', otp_code: '12345' }, 'otp_code'],
      [{ identifier: '+919876543210', otp_code: '12345a' }, 'otp_code'],
      [{ identifier: '+919876543210', otp_code: 123456 }, 'otp_code'],
      [{ identifier: '+919876543210', otp_code: '123456', password: 'Sunrise2026' }, 'password'],
    ])('rejects %j with a 400 naming %s', async (body, field) => {
      const res = await login(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'BAD_USER_INPUT' });
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
      expect(res.body.message).toContain(field);
    });

    it('refuses another code within 60 seconds with Retry-After', async () => {
      await login({ identifier: seed.phones.adminA }).expect(200);
      t.clock.advanceSeconds(20);
      const res = await login({ identifier: seed.phones.adminA }).expect(429);
      expect(res.headers['retry-after']).toBe('40');
      expect(res.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/wait/) });
      t.clock.advanceSeconds(40);
      await login({ identifier: seed.phones.adminA }).expect(200);
    });

    it('sends at most five codes per number per hour, registered or not, with Retry-After', async () => {
      for (const phone of [seed.phones.adminA, UNKNOWN]) {
        for (let i = 0; i < 5; i++) {
          await login({ identifier: phone }).expect(200);
          t.clock.advanceSeconds(61);
        }
        const res = await login({ identifier: phone }).expect(429);
        expect(Number(res.headers['retry-after'])).toBe(3600 - 5 * 61);
      }
    });
  });

  describe('signing in', () => {
    it('answers a token and the user with their hostel', async () => {
      const code = await askCode(seed.phones.adminA);
      const res = await login({ identifier: seed.phones.adminA, otp_code: code }).expect(200);
      expect(res.body).toEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        user: expect.objectContaining({
          id: expect.any(Number),
          full_name: 'adminA user',
          phone_number: seed.phones.adminA,
          email: 'admina@example.com',
          role: 'admin',
          hostel_id: seed.hostelA.id,
          hostel_name: 'Hostel A',
          position: null,
        }),
      });
      const header = JSON.parse(Buffer.from(res.body.access_token.split('.')[0], 'base64url').toString());
      const payload = JSON.parse(Buffer.from(res.body.access_token.split('.')[1], 'base64url').toString());
      expect(header.alg).toBe('HS256');
      expect(payload).toMatchObject({
        sub: res.body.user.id,
        hid: seed.hostelA.id,
        role: 'admin',
        ver: 1,
        sid: expect.any(String),
      });
      expect(payload.exp - payload.iat).toBe(8 * 3600);
      await me(res.body.access_token).expect(200);
    });

    it('refuses a wrong code, a used code and an expired code with 401', async () => {
      const code = await askCode(seed.phones.adminA);
      const bad = await login({ identifier: seed.phones.adminA, otp_code: wrong(code) }).expect(401);
      expect(bad.body).toEqual({ statusCode: 401, error: 'UNAUTHENTICATED', message: 'Invalid or expired code' });
      await login({ identifier: seed.phones.adminA, otp_code: code }).expect(200);
      await login({ identifier: seed.phones.adminA, otp_code: code }).expect(401);

      t.clock.advanceSeconds(60);
      const late = await askCode(seed.phones.adminA);
      t.clock.advanceSeconds(301);
      await login({ identifier: seed.phones.adminA, otp_code: late }).expect(401);
    });

    it('only accepts the newest code', async () => {
      // Two random codes may be equal (one time in a million); these two are not.
      const random = jest.spyOn(crypto, 'randomInt');
      random.mockImplementationOnce(() => 123_456).mockImplementationOnce(() => 654_321);
      const first = await askCode(seed.phones.adminA);
      t.clock.advanceSeconds(60);
      const second = await askCode(seed.phones.adminA);
      random.mockRestore();
      expect([first, second]).toEqual(['123456', '654321']);
      await login({ identifier: seed.phones.adminA, otp_code: first }).expect(401);
      await login({ identifier: seed.phones.adminA, otp_code: second }).expect(200);
    });

    it('kills a code after five wrong tries', async () => {
      const code = await askCode(seed.phones.adminA);
      for (let i = 0; i < 5; i++) await login({ identifier: seed.phones.adminA, otp_code: wrong(code) }).expect(401);
      await login({ identifier: seed.phones.adminA, otp_code: code }).expect(401);
    });

    it('counts each try made in parallel', async () => {
      const code = await askCode(seed.phones.adminA);
      const tries = await Promise.all(
        Array.from({ length: 7 }, () => login({ identifier: seed.phones.adminA, otp_code: wrong(code) })),
      );
      expect(tries.map((r) => r.status)).toEqual(Array(7).fill(401));
      await login({ identifier: seed.phones.adminA, otp_code: code }).expect(401);
    });

    it('refuses a code for a number that is not registered', async () => {
      await login({ identifier: UNKNOWN }).expect(200);
      await login({ identifier: UNKNOWN, otp_code: '123456' }).expect(401);
    });
  });

  describe('GraphQL door', () => {
    const LOGIN = `mutation Login($identifier: String!, $otpCode: String!) {
      login(identifier: $identifier, otpCode: $otpCode) { id accessToken tokenType user { id role hostel { id name } } }
    }`;

    it('asks for a code and signs in', async () => {
      const asked = await graphql(
        t,
        'mutation { requestLoginCode(identifier: "+919000000002") { id message expiresIn resendAfter } }',
      ).expect(200);
      expect(asked.body.data.requestLoginCode).toEqual({
        id: seed.phones.adminA,
        message: CODE_SENT.message,
        expiresIn: 300,
        resendAfter: 60,
      });
      const code = await latestCode(t, seed.phones.adminA);
      const res = await graphql(t, LOGIN, { identifier: seed.phones.adminA, otpCode: code }).expect(200);
      expect(res.body.data.login).toMatchObject({
        tokenType: 'Bearer',
        user: { role: 'admin', hostel: { id: String(seed.hostelA.id), name: 'Hostel A' } },
      });
      await me(res.body.data.login.accessToken).expect(200);
    });

    it('reads a pasted number, and refuses an invalid one with BAD_USER_INPUT naming identifier, making no code', async () => {
      const ask = (identifier: string) =>
        graphql(t, 'mutation ($identifier: String!) { requestLoginCode(identifier: $identifier) { id } }', {
          identifier,
        }).expect(200);
      const refused = await ask('98765 4321');
      expect(refused.body.errors[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'identifier', message: INDIAN_MOBILE }],
      });
      expect(await t.app.get(DataSource).getRepository(OtpChallenge).count()).toBe(0);
      expect((await ask('+91 90000 00002')).body.data.requestLoginCode).toEqual({ id: seed.phones.adminA });
      expect(await latestCode(t, seed.phones.adminA)).toMatch(/^\d{6}$/);
    });

    it('counts every aliased try: a document stops at its first failed login, and five such tries kill the code', async () => {
      const code = await askCode(seed.phones.adminA);
      const aliases = Array.from(
        { length: 5 },
        (_, i) => `t${i}: login(identifier: $identifier, otpCode: $otpCode) { id }`,
      ).join('\n');
      const document = `mutation ($identifier: String!, $otpCode: String!) { ${aliases} }`;
      for (let i = 0; i < 5; i++) {
        const res = await graphql(t, document, { identifier: seed.phones.adminA, otpCode: wrong(code) }).expect(200);
        expect(res.body.data).toBeNull();
        expect(res.body.errors).toEqual([
          expect.objectContaining({
            message: 'Invalid or expired code',
            path: ['t0'],
            extensions: { code: 'UNAUTHENTICATED' },
          }),
        ]);
      }
      const after = await graphql(t, LOGIN, { identifier: seed.phones.adminA, otpCode: code });
      expect(after.body.errors[0]).toMatchObject({
        message: 'Invalid or expired code',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });

    it('verifies each alias on its own: the same code cannot sign in twice in one document', async () => {
      const code = await askCode(seed.phones.adminA);
      const res = await graphql(
        t,
        `
          mutation ($identifier: String!, $otpCode: String!) {
            first: login(identifier: $identifier, otpCode: $otpCode) {
              id
            }
            second: login(identifier: $identifier, otpCode: $otpCode) {
              id
            }
          }
        `,
        { identifier: seed.phones.adminA, otpCode: code },
      ).expect(200);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ message: 'Invalid or expired code', path: ['second'] }),
      ]);
    });

    it('refuses batched operations', async () => {
      const op = { query: LOGIN, variables: { identifier: seed.phones.adminA, otpCode: '000000' } };
      const res = await t.http().post('/graphql').send([op, op]);
      expect(res.status).toBe(400);
    });

    it('names the bad argument', async () => {
      const res = await graphql(t, LOGIN, { identifier: seed.phones.adminA, otpCode: '12' }).expect(200);
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'otpCode', message: 'otpCode must be exactly six digits' }],
      });
    });

    it('answers a limit with TOO_MANY_REQUESTS and Retry-After', async () => {
      const ask = () => graphql(t, 'mutation { requestLoginCode(identifier: "+919000000002") { id } }');
      await ask().expect(200);
      const res = await ask().expect(200);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 60 });
    });
  });

  describe('dev outbox', () => {
    it('lists messages newest first', async () => {
      await login({ identifier: seed.phones.adminA }).expect(200);
      await login({ identifier: seed.phones.wardenA }).expect(200);
      const outbox = (await t.http().get('/api/dev/outbox').expect(200)).body;
      expect(outbox.map((m: { to: string }) => m.to)).toEqual([seed.phones.wardenA, seed.phones.adminA]);
      expect(outbox[0]).toEqual({
        to: seed.phones.wardenA,
        text: expect.stringContaining('login code'),
        sent_at: t.clock.now().toISOString(),
      });
    });
  });

  describe('in production', () => {
    it('has no dev outbox', async () => {
      const prod = await startTestApp(db, {
        NODE_ENV: 'production',
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      });
      try {
        await prod.http().get('/api/dev/outbox').expect(404);
        await prod.http().post('/api/auth/login').send({ identifier: UNKNOWN }).expect(200);
      } finally {
        await prod.close();
      }
    });
  });
});
