import { ApiRoom, startHostelApi } from './support/hostel-api';
import { TEST_DATABASES } from './support/test-app';

const ADD = `mutation ($input: AddChargesInput!) { addCharges(input: $input) { count students { id balance { id balancePaise } } } }`;
const DEPOSITS = `query ($search: String, $page: Int, $pageSize: Int) {
  depositList(search: $search, page: $page, pageSize: $pageSize) { totalCount items { id amountPaise paidOn student { id name } } }
}`;
const LINES = `query ($id: ID!) { student(id: $id) { ledgerLines { items { item chargePaise } } } }`;

describe.each(TEST_DATABASES)('extra charges and deposits on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  const ids: string[] = [];

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 3);
    for (const [bed, name] of ['Kiran Das', 'Asha Menon', 'Dev Patel'].entries())
      ids.push((await api.checkIn(room, bed, 'wardenA', { name, moveInDate: '2026-11-15' })).student.id);
  });
  afterAll(() => api.close());

  const add = (input: Record<string, unknown>, who: Parameters<typeof api.ask>[2] = 'wardenA') =>
    api.ask(ADD, { input: { amountPaise: 25_000, reason: 'electric', ...input } }, who);

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
});
