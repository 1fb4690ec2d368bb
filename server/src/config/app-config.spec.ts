import { InvalidConfigError, loadConfig } from './app-config';

const base = { NODE_ENV: 'test', SQLITE_PATH: ':memory:', JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256' };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env }, { persistSecret: false });
const problems = (env: Record<string, string>) => {
  try {
    load(env);
    return [];
  } catch (error) {
    return (error as InvalidConfigError).problems;
  }
};

describe('loadConfig', () => {
  it('has working defaults for the login limits and the proxy', () => {
    expect(load({})).toMatchObject({ loginLimits: { codesPerAddress: 30, triesPerAddress: 60 }, trustProxy: false });
  });

  it.each([
    ['true', true],
    ['2', 2],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('sizes the PostgreSQL pool and its wait, and names a bad value', () => {
    expect(load({}).databasePool).toEqual({ size: 10, waitMs: 10_000 });
    expect(load({ DATABASE_POOL_SIZE: '25', DATABASE_POOL_WAIT_MS: '2500' }).databasePool).toEqual({
      size: 25,
      waitMs: 2_500,
    });
    expect(problems({ DATABASE_POOL_SIZE: '0', DATABASE_POOL_WAIT_MS: 'soon' })).toEqual([
      expect.stringMatching(/^DATABASE_POOL_SIZE: /),
      expect.stringMatching(/^DATABASE_POOL_WAIT_MS: /),
    ]);
  });

  it('opens the API playground outside production, and in production only when GRAPHQL_PLAYGROUND says so', () => {
    const production = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.example.in/send',
    };
    expect(load({}).graphql.playground).toBe(true);
    expect(load(production).graphql.playground).toBe(false);
    expect(load({ ...production, GRAPHQL_PLAYGROUND: 'true' }).graphql.playground).toBe(true);
    expect(load({ GRAPHQL_PLAYGROUND: 'off' }).graphql.playground).toBe(false);
    expect(problems({ GRAPHQL_PLAYGROUND: 'sometimes' })).toEqual([
      'GRAPHQL_PLAYGROUND: must be true or false (got "sometimes")',
    ]);
  });

  it("reads each API key's request limit a minute (600 unless set; 0 turns it off) and names a bad one", () => {
    expect(load({}).apiKeys).toEqual({ requestsPerMinute: 600 });
    expect(load({ API_KEY_RATE_LIMIT: '0' }).apiKeys).toEqual({ requestsPerMinute: 0 });
    expect(problems({ API_KEY_RATE_LIMIT: 'lots' })).toEqual([expect.stringMatching(/^API_KEY_RATE_LIMIT: /)]);
  });

  it('keeps introspection on in production too, where only a signed-in caller or an API key is answered', () => {
    const production = { NODE_ENV: 'production', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.in' };
    expect(load(production).graphql.introspection).toBe(true);
    expect(load({ ...production, GRAPHQL_INTROSPECTION: 'false' }).graphql.introspection).toBe(false);
  });

  it('lets no other origin call the API unless CORS_ORIGINS names it, and names a value that is not an origin', () => {
    expect(load({}).cors).toEqual({ origins: [] });
    expect(load({ CORS_ORIGINS: 'https://app.example.in, http://localhost:5173/' }).cors).toEqual({
      origins: ['https://app.example.in', 'http://localhost:5173'],
    });
    expect(problems({ CORS_ORIGINS: 'https://app.example.in/admin,*' })).toEqual([
      'CORS_ORIGINS: must be origins like https://app.example.in separated by commas (got "https://app.example.in/admin")',
      'CORS_ORIGINS: must be origins like https://app.example.in separated by commas (got "*")',
    ]);
  });

  it('names each bad variable', () => {
    expect(problems({ TRUST_PROXY: 'everyone', LOGIN_CODES_PER_ADDRESS: '-1', PORT: 'x' })).toEqual([
      expect.stringMatching(/^PORT: /),
      expect.stringMatching(/^LOGIN_CODES_PER_ADDRESS: /),
      'TRUST_PROXY: must be true, false, a number of hops, or proxy addresses/subnets separated by commas',
    ]);
  });
});
