import { DataSource } from 'typeorm';
import { apiKeyWords } from '../src/api-keys/api-key-rules';
import { Activity } from '../src/events/activity.entity';
import { CREATE_KEY, makeKey, nextSubmitKey, REVOKE_KEY } from './support/api-keys';
import { atOnce, oneWins, RACERS } from './support/race';
import { graphql, loginAs } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels } from './support/users';

/*
 * Issue 36's API keys, each change sent as ten identical requests at once (a double click, a retry, two admins):
 * one effect, counted in the database, and every other copy answered in words.
 *
 * | Sent ten times at once                     | Answers                                     | One effect                              |
 * | ------------------------------------------ | ------------------------------------------- | --------------------------------------- |
 * | createApiKey, one idempotency key          | 1 OK (with the secret), 9 CONFLICT          | one key, one "created" entry            |
 * | createApiKey, ten keys, one name           | 1 OK, 9 CONFLICT naming name                | one active key of that name             |
 * | revokeApiKey                               | all OK, the same answer                     | one revocation, one "revoked" entry     |
 * | the first requests of a new key            | all answered                                | one "first used" entry                  |
 */

describe.each(TEST_DATABASES)('API keys sent many times at once, on %s', (db) => {
  let t: TestApp;
  let ds: DataSource;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(db);
    ds = t.app.get(DataSource);
    admin = await loginAs(t, (await seedTwoHostels(t)).phones.adminA);
  });
  afterAll(() => t.close());

  const count = async (sql: string) =>
    Number(((await ds.query(`SELECT COUNT(*) AS n FROM ${sql}`)) as { n: string }[])[0]!.n);
  const logged = (action: string, subjectId?: number) =>
    ds.getRepository(Activity).countBy({ action: action as Activity['action'], ...(subjectId ? { subjectId } : {}) });
  const create = (name: string, idempotencyKey: string) => () =>
    graphql(t, CREATE_KEY, { input: { name, access: 'read_only', expiresInDays: 30, idempotencyKey } }, admin);

  it('creates one key for one submit sent ten times, and answers its secret to one of them only', async () => {
    const { outcomes, wins } = await atOnce<{ createApiKey: { secret: string; apiKey: { id: string } } }>(
      create('Twice tapped', nextSubmitKey()),
    );
    expect(outcomes).toEqual(oneWins(apiKeyWords.alreadyCreated));
    expect(wins[0]!.createApiKey.secret).toMatch(/^hak_/);
    expect(await count(`api_keys WHERE name = 'Twice tapped'`)).toBe(1);
    expect(await logged('api_key.created', Number(wins[0]!.createApiKey.apiKey.id))).toBe(1);
  });

  it('lets one of ten submits of one name through, each with its own key', async () => {
    const { outcomes } = await atOnce(() => create('One name', nextSubmitKey())());
    expect(outcomes).toEqual(oneWins(apiKeyWords.nameTaken));
    expect(await count(`api_keys WHERE name = 'One name'`)).toBe(1);
  });

  it('revokes a key once however many admins revoke it at once, and answers each with the revoked key', async () => {
    const { apiKey } = await makeKey(t, admin, { name: 'Revoked at once' });
    const { outcomes, wins } = await atOnce(() => graphql(t, REVOKE_KEY, { input: { id: apiKey.id } }, admin));
    expect(outcomes).toEqual(Array<string>(RACERS).fill('OK'));
    expect(new Set(wins.map((win) => JSON.stringify(win)))).toHaveProperty('size', 1);
    expect(await logged('api_key.revoked', Number(apiKey.id))).toBe(1);
    expect(await count(`api_keys WHERE id = ${Number(apiKey.id)} AND revoked_at IS NOT NULL`)).toBe(1);
  });

  it("writes a key's first use once when its first requests arrive at once", async () => {
    const { secret, apiKey } = await makeKey(t, admin, { name: 'Started in parallel' });
    const { outcomes } = await atOnce(() => graphql(t, '{ rooms { totalCount } }', {}, secret));
    expect(outcomes).toEqual(Array<string>(RACERS).fill('OK'));
    expect(await logged('api_key.first_used', Number(apiKey.id))).toBe(1);
    expect(await count(`api_keys WHERE id = ${Number(apiKey.id)} AND last_used_at IS NOT NULL`)).toBe(1);
  });
});
