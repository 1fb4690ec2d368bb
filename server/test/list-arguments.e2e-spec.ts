import { buildSchema, getNamedType, GraphQLInputObjectType, isObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Hostel } from '../src/hostels/hostel.entity';
import { JobWorker } from '../src/jobs/job-worker';
import { SubscriptionInvoicing } from '../src/workflows/subscription/subscription-invoicing.service';
import { startHostelApi, type GqlResponse, type Who } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

/**
 * README, Schema conventions, Lists: every list filters with `where: <List>Where` and sorts with `orderBy:
 * <List>OrderBy { field, direction }`. The arguments they replaced stay, deprecated, and keep working. Here: the
 * schema keeps the convention, each list answers the same rows to both forms, the new form does narrow or reorder
 * (against the list left alone), and both forms at once are refused naming the new argument.
 */
const schema = buildSchema(readFileSync(join(__dirname, '../../schema.graphql'), 'utf8'));

/** Arguments that say which list it is, not how it is narrowed: kept as arguments of their own. */
const LIST_IDENTITY: Record<string, string[]> = { monthLedgerRows: ['month', 'part'], studentPayments: ['month'] };
const LIST_ARGS = ['search', 'where', 'orderBy', 'page', 'pageSize'];

describe('the lists in the schema', () => {
  const lists = Object.values(schema.getQueryType()!.getFields()).filter((field) => {
    const type = getNamedType(field.type);
    return isObjectType(type) && type.name.endsWith('Page');
  });

  it('has the paged lists', () => {
    expect(lists.length).toBeGreaterThanOrEqual(19);
  });

  it.each(lists.map((field) => [field.name, field] as const))(
    '%s takes search, where, orderBy, page and pageSize; any other argument is deprecated',
    (name, field) => {
      const loose = field.args.filter(
        (arg) => !LIST_ARGS.includes(arg.name) && !(LIST_IDENTITY[name] ?? []).includes(arg.name),
      );
      expect(loose.filter((arg) => !arg.deprecationReason).map((arg) => arg.name)).toEqual([]);
      for (const arg of loose)
        expect(arg.deprecationReason).toMatch(/^Use (where|orderBy)\b.*: lists filter with where/);
      const upper = `${name[0].toUpperCase()}${name.slice(1)}`;
      const where = field.args.find((arg) => arg.name === 'where');
      if (where) expect(getNamedType(where.type).name).toBe(`${upper}Where`);
      const orderBy = field.args.find((arg) => arg.name === 'orderBy');
      if (orderBy) {
        const type = getNamedType(orderBy.type) as GraphQLInputObjectType;
        expect(type.name).toBe(`${upper}OrderBy`);
        expect(Object.keys(type.getFields()).sort()).toEqual(['direction', 'field']);
      }
      // A list with a filter or an order of its own has the new argument for it.
      if (loose.length > 0) expect(where ?? orderBy).toBeDefined();
    },
  );
});

interface Case {
  list: string;
  who: Who;
  /** Arguments both forms send (which month). */
  base?: string;
  /** The new form and the old one asking for the same rows, and the arguments the error names. */
  now: string;
  old: string;
  refused: 'where' | 'orderBy';
}

describe.each(TEST_DATABASES)('each list answers where and orderBy as the arguments they replaced, on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  const residents: string[] = [];
  let roomId = '';
  let endpointId = '';
  const ok = async (res: Promise<GqlResponse>) => {
    const answer = await res;
    expect(api.errorOf(answer)).toBeUndefined();
    return answer.body.data as Record<string, { totalCount: number; items: { id: string }[] }>;
  };
  const rows = async (who: Who, list: string, args: string) => {
    const page = (await ok(api.ask(`{ page: ${list}${args ? `(${args})` : ''} { totalCount items { id } } }`, {}, who)))
      .page;
    return { totalCount: page.totalCount, ids: page.items.map((item) => item.id) };
  };

  beforeAll(async () => {
    api = await startHostelApi(db);
    const room = await api.newRoom('adminA', 3);
    await api.newRoom('adminA', 2);
    roomId = room.id;
    for (const [bed, name] of [
      [0, 'Zoya Khan'],
      [1, 'Aditi Rao'],
      [2, 'Meera Das'],
    ] as const)
      residents.push((await api.checkIn(room, bed, 'wardenA', { name })).student.id);
    const visit = `mutation ($input: SignInVisitorInput!) { signInVisitor(input: $input) { id } }`;
    await ok(
      api.ask(visit, { input: { name: 'Ravi', phone: '9876500001', purpose: 'Visit', studentId: residents[0] } }),
    );
    const endpoint = `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) {
      endpoint { id } } }`;
    const created = await api.ask(
      endpoint,
      {
        input: { url: 'http://127.0.0.1:9/hooks', events: ['request_created'], idempotencyKey: `lists-${db}-endpoint` },
      },
      'adminA',
    );
    expect(api.errorOf(created)).toBeUndefined();
    endpointId = created.body.data.createWebhookEndpoint.endpoint.id;
    const request = `mutation ($input: AddRequestInput!) { createRequest(input: $input) { id } }`;
    for (const [type, text] of [
      ['service', 'Fan broken'],
      ['food', 'Cold dinner'],
    ])
      await ok(api.ask(request, { input: { type, studentId: residents[1], text } }));
    const draft = `mutation ($input: NotificationDraftInput!) { createNotificationDraft(input: $input) { id } }`;
    await ok(
      api.ask(
        draft,
        { input: { title: 'Water cut', description: 'No water on Sunday.', idempotencyKey: `lists-${db}-draft` } },
        'adminA',
      ),
    );
    const rent = `mutation ($input: UpdateRentInput!) { updateRent(input: $input) { changes { id } } }`;
    const discount = { kind: 'one_time_discount', amountPaise: 20_000, effectiveDate: '2026-11-20' };
    await ok(
      api.ask(rent, {
        input: { ...discount, studentIds: [residents[2]], comment: 'Festival offer', idempotencyKey: `lists-${db}-r1` },
      }),
    );
    // Billing History: the invoices of the hostel's months since August (the clock's today is in November).
    await api.t.app
      .get(DataSource)
      .getRepository(Hostel)
      .update(api.seed.hostelA.id, { subscriptionSince: '2026-08-01' });
    await api.t.app.get(SubscriptionInvoicing).issue(api.seed.hostelA.id);
    await api.t.app.get(JobWorker).runDue();
  });
  afterAll(() => api.close());
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  const cases = (): Case[] => [
    ...[
      ['rooms', 'where: { hasFreeBed: true }', 'filter: { hasFreeBed: true }'],
      ['rooms', 'orderBy: { field: room_number, direction: desc }', 'sort: { field: room_number, direction: desc }'],
      ['students', `where: { roomId: ${roomId}, hasBed: true }`, `filter: { roomId: ${roomId}, hasBed: true }`],
      ['students', 'orderBy: { field: name, direction: asc }', 'sort: { field: name, direction: asc }'],
      ['beds', `where: { roomId: ${roomId}, isOccupied: true }`, `roomId: ${roomId}, filter: { isOccupied: true }`],
      ['beds', 'where: { isOccupied: false }', 'filter: { isOccupied: false }'],
      ['dues', 'where: { group: all }', 'filter: all'],
      ['dues', 'orderBy: { field: name, direction: asc }', 'sort: name'],
      ['dues', 'orderBy: { field: balance, direction: desc }', 'sort: balance_desc'],
      ['dues', 'orderBy: { field: days_past_due, direction: desc }', 'sort: oldest_first'],
      ['visitors', `where: { studentId: ${residents[1]} }`, `studentId: ${residents[1]}`],
      ['visitors', 'where: { group: inside }', 'filter: inside'],
      ['requests', 'where: { type: food }', 'type: food'],
      ['requests', 'orderBy: { field: raised_at, direction: asc }', 'order: asc'],
      ['checkouts', 'where: { state: paid }', 'state: paid'],
      ['notifications', 'where: { states: [draft] }', 'states: [draft]'],
      ['rentChanges', 'where: { status: pending }', 'status: pending'],
      ['rentChanges', 'where: { status: applied }', 'status: applied'],
      [
        'studentPayments',
        'orderBy: { field: name, direction: desc }',
        'sort: { field: name, direction: desc }',
        'month: "2026-11"',
      ],
      ['webhookDeliveries', `where: { endpointId: ${endpointId} }`, `filter: { endpointId: ${endpointId} }`],
    ].map(([list, now, old, base]) => ({
      list: list as string,
      base: base as string | undefined,
      who: 'adminA' as Who,
      now: now as string,
      old: old as string,
      refused: ((now as string).includes('orderBy') ? 'orderBy' : 'where') as Case['refused'],
    })),
    { list: 'alerts', who: 'adminA', now: 'where: { unreadOnly: true }', old: 'unreadOnly: true', refused: 'where' },
    { list: 'jobs', who: 'superadmin', now: 'where: { state: done }', old: 'state: done', refused: 'where' },
  ];

  it('answers the same rows to both forms, for every list', async () => {
    for (const c of cases()) {
      const args = (form: string) => (c.base ? `${c.base}, ${form}` : form);
      const [now, old] = [await rows(c.who, c.list, args(c.now)), await rows(c.who, c.list, args(c.old))];
      expect({ list: c.list, args: c.now, ...now }).toEqual({ list: c.list, args: c.now, ...old });
    }
  });

  it('narrows or reorders with the new form: the list left alone answers otherwise', async () => {
    const differs = async (list: string, args: string, base = '', who: Who = 'adminA') =>
      expect(await rows(who, list, `${base}${base && args ? ', ' : ''}${args}`)).not.toEqual(
        await rows(who, list, base),
      );
    await differs('rooms', 'where: { hasFreeBed: false }');
    await differs('rooms', 'orderBy: { field: room_number, direction: desc }');
    await differs('students', 'orderBy: { field: name, direction: desc }');
    await differs('beds', 'where: { isOccupied: true }');
    await differs('dues', 'orderBy: { field: name, direction: desc }');
    await differs('visitors', `where: { studentId: ${residents[1]} }`);
    await differs('requests', 'where: { type: food }');
    await differs('requests', 'orderBy: { field: raised_at, direction: asc }');
    await differs('notifications', 'where: { states: [draft] }');
    await differs('rentChanges', 'where: { status: applied }');
    await differs('studentPayments', 'orderBy: { field: name, direction: desc }', 'month: "2026-11"');
  });

  it('refuses both forms at once, naming the new argument', async () => {
    for (const c of cases()) {
      const error = api.errorOf(
        await api.ask(
          `{ page: ${c.list}(${c.base ? `${c.base}, ` : ''}${c.now}, ${c.old}) { totalCount } }`,
          {},
          c.who,
        ),
      );
      expect({ list: c.list, code: error?.extensions.code, field: error?.extensions.fields?.[0]?.field }).toEqual({
        list: c.list,
        code: 'BAD_USER_INPUT',
        field: c.refused,
      });
      expect(error?.message).toMatch(new RegExp(`^Send ${c.refused} or [a-zA-Z, ]+, not both\\.$`));
    }
  });

  it('checks the fields of where and orderBy as the old arguments were checked', async () => {
    const refusal = async (query: string, who: Who = 'adminA') => {
      const error = api.errorOf(await api.ask(query, {}, who));
      return [error?.extensions.code, error?.extensions.fields?.map((f) => f.field)];
    };
    expect(await refusal(`{ beds(where: { roomId: "x" }) { totalCount } }`)).toEqual([
      'BAD_USER_INPUT',
      ['where.roomId'],
    ]);
    expect(await refusal(`{ notifications(where: { states: [] }) { totalCount } }`)).toEqual([
      'BAD_USER_INPUT',
      ['where.states'],
    ]);
    // Another hostel's room or resident is as missing as it was through the old arguments.
    const other = await api.newRoom('adminB', 1);
    expect((await refusal(`{ beds(where: { roomId: ${other.id} }) { totalCount } }`))[0]).toBe('NOT_FOUND');
    expect(await refusal(`{ webhookDeliveries { totalCount } }`)).toEqual(['BAD_USER_INPUT', ['where']]);
  });

  it('searches the lists whose search was once not used', async () => {
    const count = async (list: string, search: string) =>
      (await rows('adminA', list, `search: "${search}"`)).totalCount;
    // Rent changes: the resident's name or the comment.
    expect([await count('rentChanges', 'meera'), await count('rentChanges', 'FESTIVAL')]).toEqual([1, 1]);
    expect(await count('rentChanges', 'Zoya')).toBe(0);
    // Alerts: their words ("New food request from Aditi Rao").
    const alerts = (await rows('adminA', 'alerts', '')).totalCount;
    expect(alerts).toBeGreaterThanOrEqual(2);
    expect(await count('alerts', 'food')).toBe(1);
    expect(await count('alerts', 'no alert says this')).toBe(0);
    // Billing History: the plan as shown, the status, a date of the period.
    const invoices = (await rows('adminA', 'subscriptionInvoices', '')).totalCount;
    expect(invoices).toBeGreaterThan(0);
    expect(await count('subscriptionInvoices', 'starter')).toBe(invoices);
    expect(await count('subscriptionInvoices', 'premium')).toBe(0);
    expect(await count('subscriptionInvoices', 'pending')).toBeGreaterThan(0);
    expect(await count('subscriptionInvoices', '1999-')).toBe(0);
  });
});
