import { DataSource } from 'typeorm';
import { GqlResponse, startHostelApi } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { SEND } from './support/notifications';
import { TEST_DATABASES } from './support/test-app';

/*
 * Issue 36's naming conventions (NAMING.md items 1 to 5), changed by deprecation: each new name works, and each old
 * one still answers the same, on the same rows, through the same service. The other API tests send the old names
 * throughout: they prove the old names keep their rules.
 */

const TODAY = '2026-11-20';

/** The lists whose enum arguments have a lower name beside the deprecated UPPER one: the old form, then the new. */
const LISTS: [string, string, string][] = [
  ['dues filter and sort', 'dues(filter: ALL, sort: NAME)', 'dues(filter: all, sort: name)'],
  ['dues overdue', 'dues(filter: OVERDUE, sort: BALANCE_DESC)', 'dues(filter: overdue, sort: balance_desc)'],
  [
    'students sort',
    'students(sort: { field: NAME, direction: DESC })',
    'students(sort: { field: name, direction: desc })',
  ],
  [
    'rooms sort',
    'rooms(sort: { field: ROOM_NUMBER, direction: DESC })',
    'rooms(sort: { field: room_number, direction: desc })',
  ],
  [
    'studentPayments sort',
    'studentPayments(month: "2026-11", sort: { field: NAME, direction: DESC })',
    'studentPayments(month: "2026-11", sort: { field: name, direction: desc })',
  ],
  [
    'monthLedgerRows part',
    'monthLedgerRows(month: "2026-11", part: RENT)',
    'monthLedgerRows(month: "2026-11", part: rent)',
  ],
  ['visitors filter', 'visitors(filter: ALL)', 'visitors(filter: all)'],
  ['requests order', 'requests(order: ASC)', 'requests(order: asc)'],
];

const ENUMS = [
  'DuesFilter',
  'DuesSort',
  'MonthLedgerPart',
  'RoomSortField',
  'SortDirection',
  'StudentPaymentSortField',
  'StudentSortField',
  'VisitorFilter',
];

const BED = `id label room { id totalBeds }`;
const REQUEST = `mutation ($input: AddRequestInput!) { createRequest(input: $input) { id text } }`;
const OLD_REQUEST = `mutation ($input: AddRequestInput!) { addRequest(input: $input) { id text } }`;
const DRAFT = `mutation ($input: NotificationDraftInput!) { createNotificationDraft(input: $input) { id state } }`;
const OLD_DRAFT = `mutation ($input: NotificationDraftInput!) { addNotificationDraft(input: $input) { id state } }`;
const DELETE = `mutation ($input: DeleteNotificationInput!) { deleteNotification(input: $input) { id } }`;
const OLD_DELETE = `mutation ($id: ID!) { deleteNotificationDraft(id: $id) }`;
const CHARGES = `mutation ($input: AddChargesInput!) { createCharges(input: $input) { count totalPaise } }`;
const OLD_CHARGES = `mutation ($input: AddChargesInput!) { addCharges(input: $input) { count totalPaise } }`;

describe.each(TEST_DATABASES)('the schema’s new names beside the deprecated old ones, on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  const residents: string[] = [];
  let keys = 0;
  const key = () => `names-${db}-${++keys}`;
  /** The answer's data; fails on an error. */
  const ok = async (res: Promise<GqlResponse>) => {
    const answer = await res;
    expect(api.errorOf(answer)).toBeUndefined();
    return answer.body.data;
  };
  /** An error's code, field and message. */
  const refusal = async (res: Promise<GqlResponse>) => {
    const error = api.errorOf(await res);
    return `${error?.extensions.code} ${error?.extensions.fields?.[0]?.field}: ${error?.message}`;
  };
  const count = async (from: string) =>
    Number(((await api.t.app.get(DataSource).query(`SELECT COUNT(*) AS n FROM ${from}`)) as { n: unknown }[])[0].n);
  const download = async (path: string) => {
    const res = await api.t.http().get(path).set('Authorization', `Bearer ${api.tokens.adminA}`);
    return { status: res.status, body: res.status === 200 ? res.text : res.body };
  };

  beforeAll(async () => {
    api = await startHostelApi(db);
    const room = await api.newRoom('adminA', 3);
    for (const [bed, moveInDate] of [
      [0, '2026-08-10'],
      [1, '2026-10-05'],
      [2, '2026-11-01'],
    ] as const)
      residents.push((await api.checkIn(room, bed, 'wardenA', { moveInDate })).student.id);
    const visit = `mutation ($input: SignInVisitorInput!) { signInVisitor(input: $input) { id } }`;
    await ok(
      api.ask(visit, { input: { name: 'Ravi', phone: '9876500001', purpose: 'Visit', studentId: residents[0] } }),
    );
    for (const text of ['Fan broken', 'Extra pillow'])
      await ok(api.ask(REQUEST, { input: { type: 'service', studentId: residents[1], text } }));
  });
  afterAll(() => api.close());
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  describe('enum values in lower_snake_case', () => {
    it.each(LISTS)('%s: the lower values list the same rows as the UPPER ones', async (_, old, lower) => {
      const ask = (field: string) => ok(api.ask(`{ list: ${field} { totalCount items { id } } }`, {}, 'adminA'));
      const [before, after] = [await ask(old), await ask(lower)];
      expect(after).toEqual(before);
    });

    it('has rows to compare', async () => {
      const { dues, students, visitors, requests } = await ok(
        api.ask(
          `{ dues { totalCount } students { totalCount } visitors { totalCount } requests { totalCount } }`,
          {},
          'adminA',
        ),
      );
      expect([dues, students, visitors, requests].map((list) => list.totalCount)).toEqual([3, 3, 1, 2]);
    });

    it.each(ENUMS)('%s: each UPPER value is deprecated naming its lower value', async (name) => {
      const { __type } = await ok(
        api.ask(`{ __type(name: "${name}") { enumValues(includeDeprecated: true) { name deprecationReason } } }`),
      );
      const values = __type.enumValues as { name: string; deprecationReason: string | null }[];
      const upper = values.filter((v) => v.name !== v.name.toLowerCase());
      expect(upper.length).toBeGreaterThan(0);
      for (const value of upper)
        expect(value.deprecationReason).toBe(`Use ${value.name.toLowerCase()}: enum values are lower_snake_case`);
      const lower = values.filter((v) => v.name === v.name.toLowerCase()).map((v) => [v.name, v.deprecationReason]);
      expect(lower).toEqual(upper.map((v) => [v.name.toLowerCase(), null]));
    });

    it('answers the defaults in the lower values', async () => {
      const direction = async (type: string) => {
        const { __type } = await ok(api.ask(`{ __type(name: "${type}") { inputFields { name defaultValue } } }`));
        return (__type.inputFields as { name: string; defaultValue: string }[]).find((f) => f.name === 'direction')!
          .defaultValue;
      };
      const types = ['RoomSort', 'RoomsOrderBy', 'StudentsOrderBy', 'DuesOrderBy', 'RequestsOrderBy'];
      expect(await Promise.all(types.map(direction))).toEqual(types.map(() => 'asc'));
    });

    it('takes both names in the CSV exports’ query, and names the field with the lower values otherwise', async () => {
      const students = '/api/students/export.csv';
      const lower = await download(`${students}?sortField=move_in_date&sortDirection=desc`);
      expect(lower.status).toBe(200);
      expect(lower.body.split('\n').length).toBeGreaterThan(3);
      expect(await download(`${students}?sortField=MOVE_IN_DATE&sortDirection=DESC`)).toEqual(lower);
      expect((await download(`${students}?sortField=move_in_date&sortDirection=asc`)).body).not.toEqual(lower.body);
      const bad = await download(`${students}?sortField=Name&sortDirection=up`);
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            field: 'sortField',
            message: 'sortField must be one of name, email, phone, move_in_date, room_number',
          }),
          expect.objectContaining({ field: 'sortDirection', message: 'sortDirection must be asc or desc' }),
        ]),
      );
      const dues = await download('/api/dues.csv?filter=all&sort=balance_desc');
      expect(dues.status).toBe(200);
      expect(await download('/api/dues.csv?filter=ALL&sort=BALANCE_DESC')).toEqual(dues);
      const badDues = await download('/api/dues.csv?filter=everyone');
      expect(badDues.body.fields).toEqual([
        expect.objectContaining({
          field: 'filter',
          message: 'filter must be one of all, overdue, leavers_with_balance, awaiting_verification',
        }),
      ]);
    });
  });

  it('deposits answers the page depositList answers', async () => {
    const page = (field: string) =>
      ok(api.ask(`{ page: ${field}(pageSize: 25) { totalCount items { id amountPaise student { id } } } }`));
    const deposits = await page('deposits');
    expect(deposits.page.totalCount).toBe(3);
    expect(await page('depositList')).toEqual(deposits);
  });

  it('createBed and addBed each make a bed; deleteBed answers { id, room } and refuses an occupied bed', async () => {
    const room = await api.newRoom('adminA', 1);
    const add = (mutation: string, bedNumber: number) =>
      ok(
        api.ask(
          `mutation ($input: AddBedInput!) { bed: ${mutation}(input: $input) { ${BED} } }`,
          { input: { roomId: room.id, bedNumber, pricePerMonthPaise: 650_000 } },
          'adminA',
        ),
      );
    const created = (await add('createBed', 2)).bed;
    expect(created.room).toEqual({ id: room.id, totalBeds: 2 });
    const added = (await add('addBed', 3)).bed;
    expect(added.room).toEqual({ id: room.id, totalBeds: 3 });
    const DELETE_BED = `mutation ($input: DeleteBedInput!) { deleteBed(input: $input) { id room { id totalBeds } } }`;
    const deleted = await ok(api.ask(DELETE_BED, { input: { id: created.id } }, 'adminA'));
    expect(deleted.deleteBed).toEqual({ id: created.id, room: { id: room.id, totalBeds: 2 } });
    const removed = await ok(api.ask(`mutation ($id: ID!) { removeBed(id: $id) { id } }`, { id: added.id }, 'adminA'));
    expect(removed.removeBed).toEqual({ id: added.id });
    const occupied = await api.newRoom('adminA', 1);
    await api.checkIn(occupied, 0);
    const refused = await refusal(api.ask(DELETE_BED, { input: { id: occupied.beds[0].id } }, 'adminA'));
    expect(refused).toBe(`CONFLICT id: Bed ${occupied.beds[0].label} is occupied`);
    const old = await refusal(
      api.ask(`mutation ($id: ID!) { removeBed(id: $id) { id } }`, { id: occupied.beds[0].id }, 'adminA'),
    );
    expect(old).toBe(refused);
  });

  it('createMenuItem and addMenuItem each put a food on the menu; deleteMenuItem answers { id, date, meal }', async () => {
    const add = (mutation: string, title: string) =>
      ok(
        api.ask(`mutation ($input: AddMenuItemInput!) { item: ${mutation}(input: $input) { id title removed } }`, {
          input: { date: TODAY, meal: 'dinner', title },
        }),
      );
    const created = (await add('createMenuItem', 'Dal')).item;
    const added = (await add('addMenuItem', 'Rice')).item;
    expect([created.title, added.title]).toEqual(['Dal', 'Rice']);
    const DELETE_ITEM = `mutation ($input: DeleteMenuItemInput!) { deleteMenuItem(input: $input) { id date meal } }`;
    const gone = { id: created.id, date: TODAY, meal: 'dinner' };
    expect((await ok(api.ask(DELETE_ITEM, { input: { id: created.id } }))).deleteMenuItem).toEqual(gone);
    expect((await ok(api.ask(DELETE_ITEM, { input: { id: created.id } }))).deleteMenuItem).toEqual(gone);
    const REMOVE = `mutation ($id: ID!) { removeMenuItem(id: $id) { id removed } }`;
    expect((await ok(api.ask(REMOVE, { id: added.id }))).removeMenuItem).toEqual({ id: added.id, removed: true });
    expect(
      await count(`menu_items WHERE id IN (${Number(created.id)}, ${Number(added.id)}) AND removed_at IS NOT NULL`),
    ).toBe(2);
  });

  it('createCharges charges as addCharges does, and one key under both names is one charge', async () => {
    const input = { studentIds: [residents[2]], amountPaise: 5_000, reason: 'water', idempotencyKey: key() };
    const first = (await ok(api.ask(CHARGES, { input }))).createCharges;
    expect(first).toEqual({ count: 1, totalPaise: 5_000 });
    expect((await ok(api.ask(OLD_CHARGES, { input }))).addCharges).toEqual(first);
    expect(await count(`charges WHERE student_id = ${Number(residents[2])} AND kind = 'extra'`)).toBe(1);
  });

  describe('createRequest and idempotencyKey', () => {
    const input = (text: string, keys: Record<string, string>) => ({
      input: { type: 'food', studentId: residents[0], text, ...keys },
    });
    const requestsWith = (text: string) => count(`requests WHERE text = '${text}'`);

    it.each([
      ['createRequest', 'idempotencyKey', REQUEST],
      ['createRequest', 'clientKey', REQUEST],
      ['addRequest', 'idempotencyKey', OLD_REQUEST],
      ['addRequest', 'clientKey', OLD_REQUEST],
    ])('%s with %s makes one request, sent again the same one', async (mutation, field, document) => {
      const text = `Jain food ${mutation} ${field}`;
      const sent = { [field]: key() };
      const first = (await ok(api.ask(document, input(text, sent))))[mutation];
      expect((await ok(api.ask(document, input(text, sent))))[mutation]).toEqual(first);
      expect(await requestsWith(text)).toBe(1);
      expect(await refusal(api.ask(document, input('Something else', sent)))).toBe(
        `CONFLICT ${field}: This form was already sent with other details.`,
      );
    });

    it('takes a key sent as clientKey and again as idempotencyKey as one form', async () => {
      const sent = key();
      const first = (await ok(api.ask(OLD_REQUEST, input('Less salt', { clientKey: sent })))).addRequest;
      const again = (await ok(api.ask(REQUEST, input('Less salt', { idempotencyKey: sent })))).createRequest;
      expect(again).toEqual(first);
      expect(await requestsWith('Less salt')).toBe(1);
    });

    it('refuses both clientKey and idempotencyKey naming idempotencyKey, on every mutation that takes them', async () => {
      const both = { clientKey: key(), idempotencyKey: key() };
      const words = 'BAD_USER_INPUT idempotencyKey: Give idempotencyKey only: clientKey is its old name.';
      expect(await refusal(api.ask(REQUEST, input('Both keys', both)))).toBe(words);
      expect(await refusal(api.ask(OLD_REQUEST, input('Both keys', both)))).toBe(words);
      const raise = `mutation ($input: RaiseMyRequestInput!) { raiseMyRequest(input: $input) { id } }`;
      expect(await refusal(api.ask(raise, { input: { type: 'food', text: 'Both keys', ...both } }, 'tenantA'))).toBe(
        words,
      );
      expect(await requestsWith('Both keys')).toBe(0);
    });
  });

  describe('createNotificationDraft and deleteNotification', () => {
    const draft = (title: string, idempotencyKey = key()) => ({
      input: { title, description: 'Water off', idempotencyKey },
    });

    it('makes a draft under either name, one for a key sent under both', async () => {
      const sent = draft('Tank cleaning');
      const first = (await ok(api.ask(DRAFT, sent))).createNotificationDraft;
      expect(first.state).toBe('draft');
      expect((await ok(api.ask(OLD_DRAFT, sent))).addNotificationDraft).toEqual(first);
      expect(await count(`notifications WHERE title = 'Tank cleaning'`)).toBe(1);
    });

    it('deletes a draft answering { id }, again the same, as deleteNotificationDraft answers the id', async () => {
      const one = (await ok(api.ask(DRAFT, draft('Drop me')))).createNotificationDraft;
      const deleted = await ok(api.ask(DELETE, { input: { id: one.id } }));
      expect(deleted.deleteNotification).toEqual({ id: one.id });
      expect((await ok(api.ask(DELETE, { input: { id: one.id } }))).deleteNotification).toEqual({ id: one.id });
      expect((await ok(api.ask(OLD_DELETE, { id: one.id }))).deleteNotificationDraft).toBe(one.id);
      const two = (await ok(api.ask(OLD_DRAFT, draft('Drop me too')))).addNotificationDraft;
      expect((await ok(api.ask(OLD_DELETE, { id: two.id }))).deleteNotificationDraft).toBe(two.id);
      expect(await count(`notifications WHERE id IN (${Number(one.id)}, ${Number(two.id)})`)).toBe(0);
    });

    it('refuses a sent notification in the words deleteNotificationDraft uses', async () => {
      const sent = await ok(
        api.ask(SEND, {
          input: { title: 'Sent', description: 'Hello', studentIds: [residents[0]], idempotencyKey: key() },
        }),
      );
      const id = sent.sendNotification.id as string;
      const refused = await refusal(api.ask(DELETE, { input: { id } }));
      expect(refused).toBe('CONFLICT id: Only a draft can be deleted.');
      expect(await refusal(api.ask(OLD_DELETE, { id }))).toBe(refused);
      expect(await refusal(api.ask(DELETE, { input: { id: '999999' } }))).toMatch(/^NOT_FOUND id: /);
    });
  });
});
