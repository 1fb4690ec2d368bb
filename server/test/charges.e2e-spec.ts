import { DataSource } from 'typeorm';
import { ApiRoom, startHostelApi } from './support/hostel-api';
import { atOnce } from './support/race';
import { graphql } from './support/session';
import { brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

const ADD = `mutation ($input: AddChargesInput!) { addCharges(input: $input) { count students { id balance { id balancePaise } } } }`;
const DEPOSITS = `query ($search: String, $page: Int, $pageSize: Int) {
  depositList(search: $search, page: $page, pageSize: $pageSize) { totalCount items { id amountPaise paidOn student { id name } } }
}`;
const LINES = `query ($id: ID!) { student(id: $id) { ledgerLines { items { item chargePaise } } } }`;
const BALANCE = `query ($id: ID!) { student(id: $id) { balance { balancePaise } } }`;
const SAME_KEY_OTHER_DETAILS =
  'CONFLICT idempotencyKey: This form was already submitted with other details. Reload the page and try again.';

describe.each(TEST_DATABASES)('extra charges and deposits on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  const ids: string[] = [];
  let keys = 0;

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 3);
    for (const [bed, name] of ['Kiran Das', 'Asha Menon', 'Dev Patel'].entries())
      ids.push((await api.checkIn(room, bed, 'wardenA', { name, moveInDate: '2026-11-15' })).student.id);
  });
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  const add = (input: Record<string, unknown>, who: Parameters<typeof api.ask>[2] = 'wardenA') =>
    api.ask(
      ADD,
      { input: { amountPaise: 25_000, reason: 'electric', idempotencyKey: `charge-key-${++keys}`, ...input } },
      who,
    );
  const balanceOf = async (id: string, who: Parameters<typeof api.ask>[2] = 'wardenA') =>
    (await api.ask(BALANCE, { id }, who)).body.data.student.balance.balancePaise as number;
  /** Extra charges of this amount per resident id, counted in the database. */
  const chargeRows = async (amountPaise: number) =>
    Object.fromEntries(
      (
        (await api.t.app
          .get(DataSource)
          .query(
            `SELECT student_id, COUNT(*) AS n FROM charges WHERE kind = 'extra' AND amount_paise = ${amountPaise} GROUP BY student_id`,
          )) as { student_id: unknown; n: unknown }[]
      ).map((row) => [String(row.student_id), Number(row.n)]),
    );
  const outcomeOf = (res: Awaited<ReturnType<typeof add>>) => {
    const error = api.errorOf(res);
    return error ? `${error.extensions.code} ${error.extensions.fields?.[0]?.field}: ${error.message}` : 'OK';
  };

  it('charges three residents at once and answers their new balances', async () => {
    const res = (await add({ studentIds: ids, comment: 'October meter reading' })).body.data.addCharges;
    expect(res.count).toBe(3);
    expect(res.students.map((s: { balance: { balancePaise: number } }) => s.balance.balancePaise)).toEqual([
      675_000, 675_000, 675_000,
    ]);
    const lines = (await api.ask(LINES, { id: ids[0] })).body.data.student.ledgerLines.items;
    expect(lines[0]).toEqual({ item: 'Electric: October meter reading', chargePaise: 25_000 });
  });

  it('charges none when one of them cannot be charged', async () => {
    const before = (await api.ask(LINES, { id: ids[0] })).body.data.student.ledgerLines.items.length;
    const res = await add({ studentIds: [ids[0], '999999'] });
    expect(api.errorOf(res)?.extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'studentIds' }] });
    expect((await api.ask(LINES, { id: ids[0] })).body.data.student.ledgerLines.items.length).toBe(before);
  });

  it('names each bad field and needs a comment for Other', async () => {
    const fields = async (input: Record<string, unknown>) =>
      (api.errorOf(await add(input))?.extensions.fields ?? []).map(
        (f: { field: string; message: string }) => f.message,
      );
    expect(await fields({ studentIds: [], amountPaise: 0 })).toEqual(
      expect.arrayContaining(['Select at least one resident.', 'Amount must be above zero.']),
    );
    expect(await fields({ studentIds: [ids[0], ids[0]] })).toEqual(['A resident is selected twice.']);
    expect(await fields({ studentIds: [ids[0]], reason: 'other', comment: '  ' })).toEqual([
      'Comment is required when the reason is Other.',
    ]);
  });

  it('lets wardens and admins charge; not staff, tenants or another hostel', async () => {
    expect(api.errorOf(await add({ studentIds: [ids[1]] }, 'staffA'))?.extensions.code).toBe('FORBIDDEN');
    expect(api.errorOf(await add({ studentIds: [ids[1]] }, 'tenantA'))?.extensions.code).toBe('FORBIDDEN');
    expect(api.errorOf(await add({ studentIds: [ids[1]] }, 'adminB'))?.extensions.code).toBe('NOT_FOUND');
    expect((await add({ studentIds: [ids[1]] }, 'adminA')).body.data.addCharges.count).toBe(1);
  });

  it("lists current residents' deposits by name, searched by name, to its own hostel only", async () => {
    const all = (await api.ask(DEPOSITS, {}, 'staffA')).body.data.depositList;
    expect(all.totalCount).toBe(3);
    expect(all.items.map((d: { student: { name: string } }) => d.student.name)).toEqual([
      'Asha Menon',
      'Dev Patel',
      'Kiran Das',
    ]);
    const found = (await api.ask(DEPOSITS, { search: 'MENON' })).body.data.depositList;
    expect(found.items).toEqual([
      {
        id: expect.any(String),
        amountPaise: 900_000,
        paidOn: '2026-11-20',
        student: { id: ids[1], name: 'Asha Menon' },
      },
    ]);
    expect((await api.ask(DEPOSITS, {}, 'adminB')).body.data.depositList.totalCount).toBe(0);
    expect(api.errorOf(await api.ask(DEPOSITS, {}, 'tenantA'))?.extensions.code).toBe('FORBIDDEN');
  });

  it('charges once for ten identical submits at once (one key), each answered with the first answer', async () => {
    const before = await Promise.all(ids.map((id) => balanceOf(id)));
    const input = { studentIds: [ids[2], ids[0], ids[1]], amountPaise: 12_345, idempotencyKey: `double-tap-${db}` };
    const { outcomes, wins } = await atOnce<{ addCharges: { count: number; students: { id: string }[] } }>(() =>
      add(input),
    );
    expect(outcomes).toEqual(Array<string>(10).fill('OK'));
    for (const win of wins)
      expect(win.addCharges).toMatchObject({ count: 3, students: [ids[2], ids[0], ids[1]].map((id) => ({ id })) });
    expect(await chargeRows(12_345)).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
    expect(await Promise.all(ids.map((id) => balanceOf(id)))).toEqual(before.map((paise) => paise + 12_345));
    // The same submit later, its residents in another order, is the same submit: answered again, charged never.
    expect((await add({ ...input, studentIds: ids })).body.data.addCharges.count).toBe(3);
    expect(await chargeRows(12_345)).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
  });

  it('refuses a key sent again with other details (amount, residents), charging nobody', async () => {
    const idempotencyKey = `other-details-${db}`;
    expect((await add({ studentIds: [ids[0]], amountPaise: 11_111, idempotencyKey })).body.data.addCharges.count).toBe(
      1,
    );
    const before = await Promise.all(ids.map((id) => balanceOf(id)));
    expect(outcomeOf(await add({ studentIds: [ids[0]], amountPaise: 22_222, idempotencyKey }))).toBe(
      SAME_KEY_OTHER_DETAILS,
    );
    expect(outcomeOf(await add({ studentIds: [ids[0], ids[1]], amountPaise: 11_111, idempotencyKey }))).toBe(
      SAME_KEY_OTHER_DETAILS,
    );
    expect(await chargeRows(22_222)).toEqual({});
    expect(await chargeRows(11_111)).toEqual({ [ids[0]]: 1 });
    expect(await Promise.all(ids.map((id) => balanceOf(id)))).toEqual(before);
  });

  it("keeps each hostel's keys apart: another hostel's admin may send the same key", async () => {
    const idempotencyKey = `shared-key-${db}`;
    expect((await add({ studentIds: [ids[1]], amountPaise: 13_131, idempotencyKey })).body.data.addCharges.count).toBe(
      1,
    );
    const roomB = await api.newRoom('adminB', 1);
    const residentB = (await api.checkIn(roomB, 0, 'adminB', { moveInDate: '2026-11-15' })).student.id;
    const before = await balanceOf(residentB, 'adminB');
    const res = await add({ studentIds: [residentB], amountPaise: 13_131, idempotencyKey }, 'adminB');
    expect(res.body.data.addCharges).toEqual({ count: 1, students: [{ id: residentB, balance: expect.anything() }] });
    expect(await chargeRows(13_131)).toEqual({ [ids[1]]: 1, [residentB]: 1 });
    expect(await balanceOf(residentB, 'adminB')).toBe(before + 13_131);
  });

  it('needs a key of 8 to 64 characters', async () => {
    const missing = api.errorOf(
      await graphql(
        api.t,
        ADD,
        { input: { studentIds: [ids[0]], amountPaise: 14_141, reason: 'water' } },
        api.tokens.wardenA,
      ).expect(400),
    );
    expect(missing?.extensions.code).toBe('BAD_USER_INPUT');
    expect(missing?.message).toContain('idempotencyKey');
    expect(outcomeOf(await add({ studentIds: [ids[0]], amountPaise: 14_141, idempotencyKey: 'short' }))).toBe(
      'BAD_USER_INPUT idempotencyKey: idempotencyKey must be 8 to 64 letters, digits, dashes or underscores.',
    );
    expect(await chargeRows(14_141)).toEqual({});
  });
});
