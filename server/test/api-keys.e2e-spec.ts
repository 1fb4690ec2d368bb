import { createHash } from 'node:crypto';
import { DataSource, type FindOptionsWhere } from 'typeorm';
import { apiKeyWords } from '../src/api-keys/api-key-rules';
import { READ_ONLY_KEY } from '../src/common/auth.guard';
import { SessionsService } from '../src/auth/sessions.service';
import { Activity } from '../src/events/activity.entity';
import { User } from '../src/users/user.entity';
import { CREATE_KEY, KEYS, makeKey, nextSubmitKey, REVOKE_KEY } from './support/api-keys';
import { graphql, loginAs } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

/*
 * Issue 36, section 2: API keys. An admin makes a key (its secret shown once, a hash kept), an integrator sends it as
 * `Authorization: Bearer hak_…` to GraphQL and the legacy REST routes with a warden's rights in the key's hostel
 * (read only: no change at all), the log names the key, and a revoked or expired key is refused at once. The request
 * limit and production's introspection rule each have an app of their own below.
 */

const CREATE_ROOM = 'mutation ($input: CreateRoomInput!) { createRoom(input: $input) { id roomNumber } }';
const ROOMS = '{ rooms { totalCount } }';
const errorOf = (res: { body: { errors?: { message: string; extensions: Record<string, unknown> }[] } }) =>
  res.body.errors?.[0];

describe.each(TEST_DATABASES)('API keys on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;
  let ds: DataSource;
  const tokens = {} as Record<'adminA' | 'wardenA' | 'adminB', string>;
  let room = 700;

  beforeAll(async () => {
    t = await startTestApp(db, { TRUST_PROXY: 'true' });
    seed = await seedTwoHostels(t);
    ds = t.app.get(DataSource);
    for (const who of ['adminA', 'wardenA', 'adminB'] as const) tokens[who] = await loginAs(t, seed.phones[who]);
  }, 60_000);
  afterAll(() => t.close());

  const createRoom = (secret: string) =>
    graphql(t, CREATE_ROOM, { input: { roomNumber: ++room, floor: 1, roomType: 'normal', totalBeds: 1 } }, secret);
  const activities = (where: FindOptionsWhere<Activity>) =>
    ds.getRepository(Activity).find({ where, order: { id: 'ASC' } });

  it('shows the secret once, lists the key by its prefix and keeps only a hash of the secret', async () => {
    const { secret, apiKey } = await makeKey(t, tokens.adminA, { name: 'Accounts sync', expiresInDays: 90 });
    expect(secret).toMatch(/^hak_[0-9A-Za-z]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'Accounts sync',
      access: 'read_write',
      prefix: secret.slice(0, 10),
      createdBy: 'adminA user',
      createdAt: t.clock.now().toISOString(),
      expiresAt: new Date(t.clock.now().getTime() + 90 * 86_400_000).toISOString(),
      lastUsedAt: null,
      revokedAt: null,
      status: 'active',
    });
    const list = await graphql(t, KEYS, {}, tokens.adminA).expect(200);
    expect(list.body.data.apiKeys[0]).toEqual(apiKey);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(10));

    const [row] = (await ds.query(`SELECT * FROM api_keys WHERE id = ${Number(apiKey.id)}`)) as Record<
      string,
      unknown
    >[];
    expect(row!.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(
      Object.values(row!)
        .map(String)
        .filter((value) => value.includes(secret.slice(10))),
    ).toEqual([]);
    const idempotency = (await ds.query('SELECT answer FROM idempotency_keys')) as { answer: string }[];
    expect(idempotency.map((r) => r.answer).join()).not.toContain(secret.slice(10));
  });

  it('refuses a bad name or expiry naming the field, a name an active key has, and a repeated submit', async () => {
    const send = (input: Record<string, unknown>, key = nextSubmitKey()) =>
      graphql(t, CREATE_KEY, { input: { access: 'read_only', idempotencyKey: key, ...input } }, tokens.adminA);
    const fieldsOf = async (input: Record<string, unknown>) => errorOf(await send(input))?.extensions;
    expect(await fieldsOf({ name: '  ' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'name', message: apiKeyWords.nameRequired }],
    });
    expect(await fieldsOf({ name: 'x'.repeat(61) })).toMatchObject({ fields: [{ field: 'name' }] });
    expect(await fieldsOf({ name: 'Backups', expiresInDays: 45 })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'expiresInDays', message: apiKeyWords.expiryInvalid }],
    });
    const first = await makeKey(t, tokens.adminA, { name: 'Backups', expiresInDays: null });
    expect(first.apiKey.expiresAt).toBeNull();
    expect(await fieldsOf({ name: ' backups ' })).toMatchObject({
      code: 'CONFLICT',
      fields: [{ field: 'name', message: apiKeyWords.nameTaken }],
    });
    // Another hostel may use the name; a revoked key's name is free again.
    await makeKey(t, tokens.adminB, { name: 'Backups' });
    await graphql(t, REVOKE_KEY, { input: { id: first.apiKey.id } }, tokens.adminA).expect(200);
    const key = nextSubmitKey();
    expect(errorOf(await send({ name: 'Backups' }, key))).toBeUndefined();
    expect(errorOf(await send({ name: 'Backups' }, key))?.extensions).toMatchObject({
      code: 'CONFLICT',
      fields: [{ field: 'idempotencyKey', message: apiKeyWords.alreadyCreated }],
    });
    const rows = (await ds.query("SELECT id FROM api_keys WHERE name = 'Backups'")) as unknown[];
    expect(rows).toHaveLength(3);
  });

  it("lets only the hostel's admins manage its keys: another hostel's key is missing, a warden or a key refused", async () => {
    const { secret, apiKey } = await makeKey(t, tokens.adminA, { name: 'Only A' });
    const revokeAsB = await graphql(t, REVOKE_KEY, { input: { id: apiKey.id } }, tokens.adminB).expect(200);
    expect(errorOf(revokeAsB)?.extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'id' }] });
    const listB = await graphql(t, KEYS, {}, tokens.adminB).expect(200);
    expect(listB.body.data.apiKeys.map((k: { name: string }) => k.name)).not.toContain('Only A');
    expect(errorOf(await graphql(t, KEYS, {}, tokens.wardenA))?.extensions.code).toBe('FORBIDDEN');
    expect(errorOf(await graphql(t, KEYS, {}, secret))?.extensions.code).toBe('FORBIDDEN');
    expect(errorOf(await graphql(t, '{ myResidence { __typename } }', {}, secret))?.extensions.code).toBe('FORBIDDEN');
  });

  it("acts in its own hostel only, with a warden's rights, through GraphQL and the legacy REST routes", async () => {
    const write = (await makeKey(t, tokens.adminA, { name: 'Writer' })).secret;
    const read = (await makeKey(t, tokens.adminA, { name: 'Reader', access: 'read_only' })).secret;
    const roomOfB = await graphql(
      t,
      CREATE_ROOM,
      {
        input: { roomNumber: 901, floor: 1, roomType: 'normal', totalBeds: 1 },
      },
      tokens.adminB,
    ).expect(200);
    const other = await graphql(
      t,
      'query ($id: ID!) { room(id: $id) { id } }',
      { id: roomOfB.body.data.createRoom.id },
      write,
    );
    expect(errorOf(other)?.extensions.code).toBe('NOT_FOUND');
    expect(errorOf(await createRoom(write))).toBeUndefined();
    const refused = await createRoom(read).expect(200);
    expect(errorOf(refused)).toMatchObject({ message: READ_ONLY_KEY, extensions: { code: 'FORBIDDEN' } });
    expect(errorOf(await graphql(t, ROOMS, {}, read))).toBeUndefined();

    const restRoom = (secret: string) =>
      t.http().post('/api/rooms/create-room').set('Authorization', `Bearer ${secret}`).send({
        hostel_id: seed.hostelA.id,
        room_number: ++room,
        floor: 2,
        room_type: 'delux',
        is_ac: false,
        total_beds: 1,
      });
    expect((await restRoom(write).expect(201)).body.hostel_id).toBe(seed.hostelA.id);
    expect((await restRoom(read).expect(403)).body).toMatchObject({ error: 'FORBIDDEN', message: READ_ONLY_KEY });
    for (const secret of [read, write])
      await t.http().get('/api/students/export.csv').set('Authorization', `Bearer ${secret}`).expect(200);
  });

  it('names the key, never its admin, in the log: created, first used, each change, revoked', async () => {
    const { secret, apiKey } = await makeKey(t, tokens.adminA, { name: 'Night audit' });
    const keyId = Number(apiKey.id);
    const made = await createRoom(secret).expect(200);
    await graphql(t, REVOKE_KEY, { input: { id: apiKey.id } }, tokens.adminA).expect(200);
    const own = await graphql(
      t,
      '{ myActivity(page: 1, pageSize: 10) { items { action text apiKeyName } } }',
      {},
      tokens.adminA,
    );
    expect(own.body.data.myActivity.items.slice(0, 4)).toEqual([
      { action: 'api_key.revoked', text: 'Revoked the API key Night audit', apiKeyName: null },
      {
        action: 'room.created',
        text: `API key Night audit: Created Room ${made.body.data.createRoom.roomNumber}`,
        apiKeyName: 'Night audit',
      },
      {
        action: 'api_key.first_used',
        text: 'Used the API key Night audit for the first time',
        apiKeyName: 'Night audit',
      },
      { action: 'api_key.created', text: 'Created the API key Night audit', apiKeyName: null },
    ]);
    const dashboard = await graphql(
      t,
      '{ dashboard { recentActivity { action actorUserId actorName apiKeyName } } }',
      {},
      tokens.adminA,
    );
    expect(dashboard.body.data.dashboard.recentActivity.slice(1, 2)).toEqual([
      { action: 'room.created', actorUserId: null, actorName: 'API key Night audit', apiKeyName: 'Night audit' },
    ]);
    expect((await activities({ apiKeyId: keyId })).map((a) => a.action)).toEqual([
      'api_key.first_used',
      'room.created',
    ]);
  });

  it('records the last use, its time and address, at most once a minute; the first use once under concurrent requests', async () => {
    const { secret, apiKey } = await makeKey(t, tokens.adminA, { name: 'Busy', access: 'read_only' });
    const from = (address: string) => graphql(t, ROOMS, {}, secret).set('X-Forwarded-For', address).expect(200);
    await Promise.all(Array.from({ length: 8 }, () => from('203.0.113.7')));
    expect(await activities({ apiKeyId: Number(apiKey.id), action: 'api_key.first_used' })).toHaveLength(1);
    const firstAt = t.clock.now().toISOString();
    const seen = async () =>
      (await graphql(t, KEYS, {}, tokens.adminA)).body.data.apiKeys.find((k: { id: string }) => k.id === apiKey.id);
    expect(await seen()).toMatchObject({ lastUsedAt: firstAt, lastUsedFrom: '203.0.113.7' });
    t.clock.advanceSeconds(30);
    await from('198.51.100.4');
    expect(await seen()).toMatchObject({ lastUsedAt: firstAt, lastUsedFrom: '203.0.113.7' });
    t.clock.advanceSeconds(31);
    await from('198.51.100.4');
    expect(await seen()).toMatchObject({ lastUsedAt: t.clock.now().toISOString(), lastUsedFrom: '198.51.100.4' });
    expect(await activities({ apiKeyId: Number(apiKey.id), action: 'api_key.first_used' })).toHaveLength(1);
  });

  it('answers 401 at once for a revoked or expired key, on GraphQL and REST', async () => {
    const revoked = await makeKey(t, tokens.adminA, { name: 'Leaked' });
    const expiring = await makeKey(t, tokens.adminA, { name: 'Short', expiresInDays: 30 });
    for (const { secret } of [revoked, expiring]) expect(errorOf(await graphql(t, ROOMS, {}, secret))).toBeUndefined();
    const answer = await graphql(t, REVOKE_KEY, { input: { id: revoked.apiKey.id } }, tokens.adminA).expect(200);
    expect(answer.body.data.revokeApiKey).toMatchObject({ status: 'revoked', revokedBy: 'adminA user' });
    const again = await graphql(t, REVOKE_KEY, { input: { id: revoked.apiKey.id } }, tokens.adminA).expect(200);
    expect(again.body.data.revokeApiKey).toEqual(answer.body.data.revokeApiKey);
    t.clock.advanceSeconds(30 * 86_400 - 1);
    expect(errorOf(await graphql(t, ROOMS, {}, expiring.secret))).toBeUndefined();
    t.clock.advanceSeconds(1);
    for (const { secret } of [revoked, expiring, { secret: 'hak_' + 'x'.repeat(43) }]) {
      const res = await graphql(t, ROOMS, {}, secret).expect(200);
      expect(errorOf(res)).toMatchObject({ message: apiKeyWords.notValid, extensions: { code: 'UNAUTHENTICATED' } });
      const rest = await t.http().get('/api/students/export.csv').set('Authorization', `Bearer ${secret}`).expect(401);
      expect(rest.body).toMatchObject({ error: 'UNAUTHENTICATED', message: apiKeyWords.notValid });
    }
    // The admin's 8-hour session ended with the 30 days.
    tokens.adminA = await loginAs(t, seed.phones.adminA);
    const list = (await graphql(t, KEYS, {}, tokens.adminA)).body.data.apiKeys as { name: string; status: string }[];
    expect(list.filter((k) => ['Leaked', 'Short'].includes(k.name)).map((k) => k.status)).toEqual([
      'expired',
      'revoked',
    ]);
  });
});

describe.each(TEST_DATABASES)("an API key's request limit on %s", (db) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(db, { API_KEY_RATE_LIMIT: '3' });
    token = await loginAs(t, (await seedTwoHostels(t)).phones.adminA);
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, on GraphQL and REST, per key, and again after the minute', async () => {
    const { secret } = await makeKey(t, token, { name: 'Chatty' });
    const other = (await makeKey(t, token, { name: 'Quiet' })).secret;
    for (let n = 0; n < 3; n++) await graphql(t, ROOMS, {}, secret).expect(200);
    const rest = await t.http().get('/api/students/export.csv').set('Authorization', `Bearer ${secret}`).expect(429);
    expect(rest.body).toMatchObject({ error: 'TOO_MANY_REQUESTS', message: apiKeyWords.tooManyRequests });
    expect(Number(rest.headers['retry-after'])).toBe(60);
    t.clock.advanceSeconds(20);
    const viaGraphql = await graphql(t, ROOMS, {}, secret).expect(429);
    expect(Number(viaGraphql.headers['retry-after'])).toBe(40);
    expect(errorOf(viaGraphql)?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 40 });
    await graphql(t, ROOMS, {}, other).expect(200);
    t.clock.advanceSeconds(41);
    expect(errorOf(await graphql(t, ROOMS, {}, secret).expect(200))).toBeUndefined();
  });
});

describe.each(TEST_DATABASES)('introspection in production on %s', (db) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(db, {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      RUN_JOBS: 'false',
    });
    const seed = await seedTwoHostels(t);
    // No SMS outbox to read a code from in production: a session started as the sign-in would start it.
    const admin = await t.app.get(DataSource).getRepository(User).findOneByOrFail({ phoneNumber: seed.phones.adminA });
    token = (await t.app.get(SessionsService).start(admin)).accessToken;
  });
  afterAll(() => t.close());

  const INTROSPECT = '{ __schema { queryType { name } } }';

  it('answers __schema and __type only to a signed-in caller or an API key, never anonymously', async () => {
    const anonymous = await graphql(t, INTROSPECT).expect(401);
    expect(errorOf(anonymous)?.extensions.code).toBe('UNAUTHENTICATED');
    const viaFragment = await graphql(t, '{ ...F } fragment F on Query { __type(name: "Room") { name } }').expect(401);
    expect(errorOf(viaFragment)?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(t, '{ __typename }').expect(200)).body.data).toEqual({ __typename: 'Query' });
    const { secret } = await makeKey(t, token, { name: 'Explorer', access: 'read_only' });
    for (const credential of [token, secret])
      expect((await graphql(t, INTROSPECT, {}, credential).expect(200)).body.data).toEqual({
        __schema: { queryType: { name: 'Query' } },
      });
    const revoked = await graphql(
      t,
      REVOKE_KEY,
      { input: { id: (await makeKey(t, token, { name: 'Gone' })).apiKey.id } },
      token,
    );
    expect(
      errorOf(await graphql(t, INTROSPECT, {}, revoked.body.data ? 'hak_gone' : '').expect(401))?.extensions.code,
    ).toBe('UNAUTHENTICATED');
  });
});
