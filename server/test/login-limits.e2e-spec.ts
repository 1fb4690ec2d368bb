import { graphql } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

const phone = (n: number) => `+9170000${String(n).padStart(5, '0')}`;

describe.each(TEST_DATABASES)('per-address login limits on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;

  beforeAll(async () => {
    t = await startTestApp(db, { LOGIN_CODES_PER_ADDRESS: '3', LOGIN_TRIES_PER_ADDRESS: '2', TRUST_PROXY: 'true' });
    seed = await seedTwoHostels(t);
  });
  afterAll(() => t.close());

  const requestCode = (identifier: string, from: string) =>
    t.http().post('/api/auth/login').set('X-Forwarded-For', from).send({ identifier });

  it('answers 429 with Retry-After once an address has asked for its codes this hour, whatever the phones', async () => {
    for (let n = 1; n <= 3; n++) await requestCode(phone(n), '198.51.100.1').expect(200);
    const refused = await requestCode(phone(4), '198.51.100.1').expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'TOO_MANY_REQUESTS',
      message: 'Too many codes requested from this network. Try again later',
    });
    expect(Number(refused.headers['retry-after'])).toBe(3600);

    const viaGraphql = await graphql(t, 'mutation { requestLoginCode(identifier: "+917000099999") { id } }').set(
      'X-Forwarded-For',
      '198.51.100.1',
    );
    expect(viaGraphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');

    await requestCode(phone(5), '198.51.100.2').expect(200);
    t.clock.advanceSeconds(3600);
    await requestCode(phone(6), '198.51.100.1').expect(200);
  });

  it('counts every try of a code from one address, right or wrong, and then refuses even the right code', async () => {
    const from = '198.51.100.9';
    await requestCode(seed.phones.wardenA, from).expect(200);
    const login = (otp_code: string) =>
      t.http().post('/api/auth/login').set('X-Forwarded-For', from).send({ identifier: seed.phones.wardenA, otp_code });
    await login('000000').expect(401);
    await login('000001').expect(401);
    const refused = await login('123456').expect(429);
    expect(refused.body.message).toBe('Too many sign-in attempts from this network. Try again later');
  });

  it('counts password tries against the same budget as code tries, and refuses even the right password then', async () => {
    const from = '198.51.100.10';
    const withPassword = (password: string) =>
      t.http().post('/api/auth/login').set('X-Forwarded-For', from).send({ identifier: seed.phones.staffA, password });
    await withPassword('not the password 1').expect(401);
    await t
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', from)
      .send({ identifier: seed.phones.staffA, otp_code: '000000' })
      .expect(401);
    const refused = await withPassword('not the password 2').expect(429);
    expect(refused.body.message).toBe('Too many sign-in attempts from this network. Try again later');
  });
});
