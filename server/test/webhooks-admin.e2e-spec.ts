import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { JobWorker } from '../src/jobs/job-worker';
import { WebhookDelivery } from '../src/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../src/webhooks/webhook-endpoint.entity';
import { GqlResponse, hostelApiOn, startHostelApi, Who } from './support/hostel-api';
import { atOnce } from './support/race';
import { startTestApp, TEST_DATABASES } from './support/test-app';
import {
  CREATE,
  DELETE,
  DELIVERIES,
  ENDPOINTS,
  REDELIVER,
  startReceiver,
  TEST_EVENT,
  UPDATE,
} from './support/webhooks';

const SIGN_IN = `mutation ($input: SignInVisitorInput!) { signInVisitor(input: $input) { id } }`;
const SIGN_OUT = `mutation ($id: ID!) { signOutVisitor(id: $id) { id } }`;

/** Webhook endpoints as admins keep them: checks of the URL, who may, another hostel's ids, once-only creates. */
describe.each(TEST_DATABASES)('webhook endpoints on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let keys = 0;
  const key = () => `admin-${db}-${++keys}-key`;

  beforeAll(async () => {
    api = await startHostelApi(db);
    receiver = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  const must = (res: GqlResponse) => {
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const create = async (input: Record<string, unknown> = {}, who: Who = 'adminA') =>
    must(
      await api.ask(
        CREATE,
        { input: { url: receiver.url, events: ['visitor_in'], idempotencyKey: key(), ...input } },
        who,
      ),
    ).createWebhookEndpoint as { secret: string; endpoint: Record<string, unknown> & { id: string } };
  const fieldsOf = (res: { body: { errors?: { extensions: { code: string; fields?: { field: string }[] } }[] } }) => {
    const error = res.body.errors?.[0];
    return { code: error?.extensions.code, fields: error?.extensions.fields?.map((f) => f.field) };
  };

  it('adds an endpoint with a secret shown once, lists it, changes, disables and deletes it', async () => {
    const { secret, endpoint } = await create({ description: ' Sync to the accounts system ' });
    expect(endpoint).toMatchObject({
      url: receiver.url,
      description: 'Sync to the accounts system',
      events: ['visitor_in'],
      status: 'active',
      secretPrefix: secret.slice(0, 10),
      createdBy: expect.any(String),
      failingSince: null,
      lastDeliveryAt: null,
    });
    const listed = must(await api.ask(ENDPOINTS, {}, 'adminA')).webhookEndpoints;
    expect(listed[0]).toEqual(endpoint);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const changed = must(
      await api.ask(
        UPDATE,
        { input: { id: endpoint.id, events: ['visitor_in', 'visitor_out'], enabled: false } },
        'adminA',
      ),
    ).updateWebhookEndpoint;
    expect(changed).toMatchObject({ events: ['visitor_in', 'visitor_out'], status: 'disabled', url: receiver.url });

    expect(fieldsOf(await api.ask(TEST_EVENT, { input: { endpointId: endpoint.id } }, 'adminA'))).toEqual({
      code: 'CONFLICT',
      fields: ['endpointId'],
    });

    // Disabled: a visit sends nothing; enabled again, the next one goes.
    const room = await api.newRoom('wardenA', 1);
    const { student } = await api.checkIn(room, 0);
    api.t.clock.advance(1000);
    const visit = async () => {
      const input = {
        name: 'Ramesh Rao',
        phone: `98111${String(++keys).padStart(5, '0')}`,
        studentId: student.id,
        purpose: 'Father',
      };
      const { id } = must(await api.ask(SIGN_IN, { input }, 'staffA')).signInVisitor;
      must(await api.ask(SIGN_OUT, { id }, 'staffA'));
      await api.t.app.get(JobWorker).runDue();
    };
    await visit();
    expect(receiver.received).toHaveLength(0);
    must(await api.ask(UPDATE, { input: { id: endpoint.id, enabled: true } }, 'adminA'));
    await visit();
    expect(receiver.received.map((r) => [r.json.type, r.json.data.object.__typename])).toEqual([
      ['visitor.in', 'Visitor'],
      ['visitor.out', 'Visitor'],
    ]);
    expect(receiver.received[1].json.data.object).toMatchObject({ inside: false, resident: { id: student.id } });

    expect(must(await api.ask(DELETE, { input: { id: endpoint.id } }, 'adminA')).deleteWebhookEndpoint).toEqual({
      id: endpoint.id,
    });
    expect(must(await api.ask(ENDPOINTS, {}, 'adminA')).webhookEndpoints).toEqual([]);
    // Deleted again (a retry): the first answer; changed after: not found.
    expect(must(await api.ask(DELETE, { input: { id: endpoint.id } }, 'adminA')).deleteWebhookEndpoint).toEqual({
      id: endpoint.id,
    });
    expect(fieldsOf(await api.ask(UPDATE, { input: { id: endpoint.id, enabled: true } }, 'adminA'))).toEqual({
      code: 'NOT_FOUND',
      fields: ['id'],
    });
  });

  it('refuses bad input naming the field', async () => {
    const refused = async (input: Record<string, unknown>) =>
      fieldsOf(
        await api.ask(
          CREATE,
          { input: { url: receiver.url, events: ['visitor_in'], idempotencyKey: key(), ...input } },
          'adminA',
        ),
      );
    expect(await refused({ events: [] })).toEqual({ code: 'BAD_USER_INPUT', fields: ['events'] });
    expect(await refused({ events: ['ping'] })).toEqual({ code: 'BAD_USER_INPUT', fields: ['events'] });
    expect(await refused({ events: ['visitor_in', 'visitor_in'] })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['events'],
    });
    expect(await refused({ url: 'ftp://example.com/hooks' })).toEqual({ code: 'BAD_USER_INPUT', fields: ['url'] });
    expect(await refused({ url: 'not a url' })).toEqual({ code: 'BAD_USER_INPUT', fields: ['url'] });
    expect(await refused({ url: 'https://user:pw@example.com/' })).toEqual({ code: 'BAD_USER_INPUT', fields: ['url'] });
    expect(await refused({ description: 'x'.repeat(201) })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['description'],
    });
  });

  it("answers another hostel's endpoints and deliveries as not found", async () => {
    const { endpoint } = await create();
    const test = must(await api.ask(TEST_EVENT, { input: { endpointId: endpoint.id } }, 'adminA')).sendTestWebhook;
    const asB = async (query: string, variables: Record<string, unknown>) =>
      fieldsOf(await api.ask(query, variables, 'adminB'));
    expect(await asB(UPDATE, { input: { id: endpoint.id, enabled: false } })).toEqual({
      code: 'NOT_FOUND',
      fields: ['id'],
    });
    expect(await asB(DELETE, { input: { id: endpoint.id } })).toEqual({ code: 'NOT_FOUND', fields: ['id'] });
    expect(await asB(DELIVERIES, { filter: { endpointId: endpoint.id } })).toEqual({
      code: 'NOT_FOUND',
      fields: ['endpointId'],
    });
    expect(await asB(TEST_EVENT, { input: { endpointId: endpoint.id } })).toEqual({
      code: 'NOT_FOUND',
      fields: ['endpointId'],
    });
    expect(await asB(REDELIVER, { input: { deliveryId: test.id } })).toEqual({
      code: 'NOT_FOUND',
      fields: ['deliveryId'],
    });
    expect(must(await api.ask(ENDPOINTS, {}, 'adminB')).webhookEndpoints).toEqual([]);
    expect(must(await api.ask(ENDPOINTS, {}, 'adminA')).webhookEndpoints.map((e: { id: string }) => e.id)).toContain(
      endpoint.id,
    );
    await api.ask(DELETE, { input: { id: endpoint.id } }, 'adminA');
  });

  it('makes one endpoint when the same create arrives ten times at once', async () => {
    const input = { url: receiver.url, events: ['payment_recorded'], idempotencyKey: key() };
    const { outcomes, wins } = await atOnce<{ createWebhookEndpoint: { secret: string; endpoint: { id: string } } }>(
      () => api.ask(CREATE, { input }, 'adminA'),
    );
    expect(outcomes).toEqual(Array(10).fill('OK'));
    expect(new Set(wins.map((w) => w.createWebhookEndpoint.endpoint.id)).size).toBe(1);
    expect(new Set(wins.map((w) => w.createWebhookEndpoint.secret)).size).toBe(1);
    const rows = await api.t.app
      .get(DataSource)
      .getRepository(WebhookEndpoint)
      .findBy({ idempotencyKey: input.idempotencyKey });
    expect(rows).toHaveLength(1);
    await api.ask(DELETE, { input: { id: rows[0].id } }, 'adminA');
  });

  it('sends a test event, sends again, changes and deletes once when each arrives ten times at once', async () => {
    const { endpoint } = await create();
    const id = Number(endpoint.id);
    const deliveries = async () =>
      (
        await api.t.app
          .get(DataSource)
          .getRepository(WebhookDelivery)
          .find({ where: { endpointId: id }, order: { id: 'ASC' } })
      ).map((row) => row.origin);
    const once = async <T>(query: string, variables: Record<string, unknown>, pick: (win: T) => unknown) => {
      const { outcomes, wins } = await atOnce<T>(() => api.ask(query, variables, 'adminA'));
      expect(outcomes).toEqual(Array(10).fill('OK'));
      expect(new Set(wins.map(pick)).size).toBe(1);
    };
    await once<{ sendTestWebhook: { id: string } }>(
      TEST_EVENT,
      { input: { endpointId: endpoint.id } },
      (w) => w.sendTestWebhook.id,
    );
    const [test] = must(await api.ask(DELIVERIES, { filter: { endpointId: endpoint.id } }, 'adminA')).webhookDeliveries
      .items as { id: string }[];
    await once<{ redeliverWebhook: { id: string } }>(
      REDELIVER,
      { input: { deliveryId: test.id } },
      (w) => w.redeliverWebhook.id,
    );
    expect(await deliveries()).toEqual(['test', 'redelivery']);
    await once<{ updateWebhookEndpoint: { description: string } }>(
      UPDATE,
      { input: { id: endpoint.id, description: 'Accounts' } },
      (w) => w.updateWebhookEndpoint.description,
    );
    await once<{ deleteWebhookEndpoint: { id: string } }>(
      DELETE,
      { input: { id: endpoint.id } },
      (w) => w.deleteWebhookEndpoint.id,
    );
    const log = await api.t.app
      .get(DataSource)
      .getRepository(Activity)
      .find({ where: { subjectType: 'webhook', subjectId: id }, order: { id: 'ASC' } });
    expect(log.map((row) => row.action)).toEqual([
      'webhook.endpoint_added',
      'webhook.endpoint_updated',
      'webhook.endpoint_deleted',
    ]);
  });

  it('refuses every webhook operation to wardens, staff, residents and the signed-out', async () => {
    const { endpoint } = await create();
    const test = must(await api.ask(TEST_EVENT, { input: { endpointId: endpoint.id } }, 'adminA')).sendTestWebhook;
    const calls: [string, Record<string, unknown>][] = [
      [ENDPOINTS, {}],
      [DELIVERIES, { filter: { endpointId: endpoint.id } }],
      [CREATE, { input: { url: receiver.url, events: ['visitor_in'], idempotencyKey: key() } }],
      [UPDATE, { input: { id: endpoint.id, enabled: false } }],
      [DELETE, { input: { id: endpoint.id } }],
      [REDELIVER, { input: { deliveryId: test.id } }],
      [TEST_EVENT, { input: { endpointId: endpoint.id } }],
    ];
    for (const [query, variables] of calls)
      for (const who of [null, 'wardenA', 'staffA', 'tenantA'] as (Who | null)[])
        expect(fieldsOf(await api.ask(query, variables, who)).code).toBe(who ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    expect(must(await api.ask(ENDPOINTS, {}, 'adminA')).webhookEndpoints[0]).toMatchObject({
      id: endpoint.id,
      status: 'active',
    });
    expect(
      must(await api.ask(DELIVERIES, { filter: { endpointId: endpoint.id } }, 'adminA')).webhookDeliveries.totalCount,
    ).toBe(1);
    expect(fieldsOf(await api.ask(DELIVERIES, { filter: { endpointId: endpoint.id }, pageSize: 7 }, 'adminA'))).toEqual(
      {
        code: 'BAD_USER_INPUT',
        fields: ['pageSize'],
      },
    );
  });
});

/** The server with private URLs refused, as in production (an app of its own: a second one would take passport's jwt). */
describe.each(TEST_DATABASES)('webhook URLs refused on %s', (db) => {
  let strict: Awaited<ReturnType<typeof startHostelApi>>;
  let keys = 0;
  const fieldsOf = (res: { body: { errors?: { extensions: { code: string; fields?: { field: string }[] } }[] } }) => {
    const error = res.body.errors?.[0];
    return { code: error?.extensions.code, fields: error?.extensions.fields?.map((f) => f.field) };
  };
  beforeAll(async () => {
    strict = await hostelApiOn(await startTestApp(db, { WEBHOOK_ALLOW_PRIVATE_URLS: 'false' }));
  }, 120_000);
  afterAll(() => strict.close());

  it('refuses loopback, private and link-local URLs, and plain http, when private URLs are not allowed', async () => {
    for (const url of [
      'https://10.0.0.1/hooks',
      'https://192.168.1.20/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[fd00::1]/hooks',
      'https://100.64.0.1/hooks',
      'https://0.0.0.0/hooks',
      'https://localhost/hooks',
      'http://93.184.215.14/hooks',
    ]) {
      const res = await strict.ask(
        CREATE,
        { input: { url, events: ['visitor_in'], idempotencyKey: `strict-${++keys}-key` } },
        'adminA',
      );
      expect([url, fieldsOf(res)]).toEqual([url, { code: 'BAD_USER_INPUT', fields: ['url'] }]);
    }
    const res = await strict.ask(
      CREATE,
      { input: { url: 'https://localhost/hooks', events: ['visitor_in'], idempotencyKey: `strict-${++keys}-key` } },
      'adminA',
    );
    expect(res.body.errors[0].message).toBe(
      'URL must be a public address: localhost is a private, loopback or link-local address of a network.',
    );
    expect(await strict.t.app.get(DataSource).getRepository(WebhookEndpoint).count()).toBe(0);
  });
});
