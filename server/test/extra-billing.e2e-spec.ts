import { DataSource } from 'typeorm';
import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

const ADD = `mutation ($input: AddChargesInput!) { addCharges(input: $input) {
  count totalPaise students { id balance { balancePaise } } charges { id studentName amountPaise comment } } }`;
const SPLIT = `query ($roomId: ID!, $billPaise: Money!) { meterSplit(roomId: $roomId, billPaise: $billPaise) {
  roomNumber billPaise parts { studentName bedLabel amountPaise student { id } } } }`;
const VOID = `mutation ($input: VoidChargesInput!) { voidCharges(input: $input) {
  count totalPaise students { id balance { balancePaise } } charges { id void { reason voidedOn voidedBy } } } }`;
const LIST = `query ($search: String, $page: Int, $pageSize: Int) { extraCharges(search: $search, page: $page, pageSize: $pageSize) {
  totalCount items { id studentName student { id } label amountPaise comment chargedOn addedBy void { reason voidedBy } } } }`;
const LINES = `query ($id: ID!) { student(id: $id) { ledgerLines(pageSize: 8) { items { item chargePaise } } } }`;
const BALANCE = `query ($id: ID!) { student(id: $id) { balance { balancePaise } } }`;

/**
 * Extra Billing per resident (issue 21, item 13): an amount per resident, a room's meter bill split among its
 * residents (the parts add up to the bill to the paisa), the list of what was charged, and voids by an admin.
 */
describe.each(TEST_DATABASES)('extra billing per resident on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  const ids: string[] = [];
  let keys = 0;
  const key = () => `extra-${db}-${++keys}`;

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 3);
    for (const [bed, name] of ['Kiran Das', 'Asha Menon', 'Dev Patel'].entries())
      ids.push((await api.checkIn(room, bed, 'wardenA', { name, moveInDate: '2026-11-15' })).student.id);
  });
  afterAll(() => api.close());
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  const add = (input: Record<string, unknown>, who: Who = 'wardenA') =>
    api.ask(ADD, { input: { reason: 'water', idempotencyKey: key(), ...input } }, who);
  const voidOf = (chargeIds: string[], reason = 'Charged by mistake', who: Who = 'adminA', idempotencyKey = key()) =>
    api.ask(VOID, { input: { chargeIds, reason, idempotencyKey } }, who);
  const balanceOf = async (id: string) =>
    (await api.ask(BALANCE, { id }, 'adminA')).body.data.student.balance.balancePaise as number;
  const balances = () => Promise.all(ids.map(balanceOf));
  const outcome = (res: Awaited<ReturnType<typeof add>>) => {
    const error = api.errorOf(res);
    return error ? `${error.extensions.code} ${error.extensions.fields?.[0]?.field}: ${error.message}` : 'OK';
  };
  const fields = async (res: Promise<Awaited<ReturnType<typeof add>>>) =>
    (api.errorOf(await res)?.extensions.fields ?? []).map((f: { field: string; message: string }) => [
      f.field,
      f.message,
    ]);

  it('charges each resident their own amount and answers the charges and the total', async () => {
    const before = await balances();
    const charges = [
      { studentId: ids[0], amountPaise: 12_000 },
      { studentId: ids[1], amountPaise: 15_050 },
      { studentId: ids[2], amountPaise: 9_000 },
    ];
    const res = (await add({ charges, comment: 'Tank refill' })).body.data.addCharges;
    expect(res.count).toBe(3);
    expect(res.totalPaise).toBe(36_050);
    expect(
      res.charges.map((c: { studentName: string; amountPaise: number }) => [c.studentName, c.amountPaise]),
    ).toEqual([
      ['Kiran Das', 12_000],
      ['Asha Menon', 15_050],
      ['Dev Patel', 9_000],
    ]);
    expect(await balances()).toEqual(before.map((b, i) => b + charges[i].amountPaise));
  });

  it("splits a room's meter bill among its residents, the odd paise to the first beds, adding up to the bill", async () => {
    const split = (await api.ask(SPLIT, { roomId: room.id, billPaise: 100_001 }, 'wardenA')).body.data.meterSplit;
    expect(
      split.parts.map((p: { studentName: string; bedLabel: string; amountPaise: number }) => [
        p.studentName,
        p.bedLabel,
        p.amountPaise,
      ]),
    ).toEqual([
      ['Kiran Das', `${room.roomNumber}-a`, 33_334],
      ['Asha Menon', `${room.roomNumber}-b`, 33_334],
      ['Dev Patel', `${room.roomNumber}-c`, 33_333],
    ]);
    const before = await balances();
    const charges = split.parts.map((p: { student: { id: string }; amountPaise: number }) => ({
      studentId: p.student.id,
      amountPaise: p.amountPaise,
    }));
    const meter = { roomId: room.id, billPaise: 100_001, previousReading: 1200, currentReading: 1325, ratePaise: 800 };
    const res = (await add({ reason: 'electric', charges, meter, comment: 'October' })).body.data.addCharges;
    expect(res.totalPaise).toBe(100_001);
    const after = await balances();
    expect(after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)).toBe(100_001);
    const lines = (await api.ask(LINES, { id: ids[2] }, 'adminA')).body.data.student.ledgerLines.items;
    expect(lines[0]).toEqual({
      item: `Electric: Room ${room.roomNumber} meter bill Rs. 1,000.01 split 3 ways (meter 1,200 to 1,325, 125 units; Rs. 8 a unit): October`,
      chargePaise: 33_333,
    });
  });

  it('refuses a meter split that is not the split of the room now, naming who is in it', async () => {
    const meter = { roomId: room.id, billPaise: 90_000 };
    const uneven = ids.map((studentId, i) => ({
      studentId,
      amountPaise: i === 0 ? 30_001 : 29_999 + (i === 1 ? 1 : 0),
    }));
    expect(outcome(await add({ charges: uneven, meter }))).toBe(
      `CONFLICT meter.roomId: Room ${room.roomNumber}'s bill splits as Kiran Das Rs. 300, Asha Menon Rs. 300, Dev Patel Rs. 300 now. Check the split again.`,
    );
    expect(
      await fields(add({ charges: uneven.slice(0, 1), meter: { ...meter, previousReading: 10, currentReading: 9 } })),
    ).toEqual([['meter.currentReading', 'Current reading cannot be below the previous reading.']]);
    const otherRoom = await api.newRoom('adminB', 1);
    expect(
      api.errorOf(await api.ask(SPLIT, { roomId: otherRoom.id, billPaise: 100 }, 'wardenA'))?.extensions,
    ).toMatchObject({
      code: 'NOT_FOUND',
      fields: [{ field: 'roomId' }],
    });
  });

  it('names the field of each bad charge line, and keeps the limits', async () => {
    const res = add({
      charges: [
        { studentId: ids[0], amountPaise: 100 },
        { studentId: ids[1], amountPaise: 0 },
        { studentId: ids[2], amountPaise: 100_000_001 },
      ],
    });
    expect(await fields(res)).toEqual([
      ['charges.1.amountPaise', 'Amount must be above zero.'],
      ['charges.2.amountPaise', 'Amount cannot be more than Rs. 10,00,000.'],
    ]);
    expect(await fields(add({ charges: [] }))).toEqual([['charges', 'Add at least one resident.']]);
    expect(
      await fields(
        add({
          charges: [
            { studentId: ids[0], amountPaise: 1 },
            { studentId: ids[0], amountPaise: 2 },
          ],
        }),
      ),
    ).toEqual([['charges', 'A resident is listed twice.']]);
    const many = Array.from({ length: 501 }, (_, i) => ({ studentId: String(i + 1), amountPaise: 1 }));
    expect(await fields(add({ charges: many }))).toEqual([['charges', 'Charge at most 500 residents at once.']]);
    expect(
      await fields(add({ charges: [{ studentId: ids[0], amountPaise: 1 }], studentIds: [ids[0]], amountPaise: 1 })),
    ).toEqual([['charges', 'Send either one amount for all (studentIds, amountPaise) or charges, not both.']]);
    expect(
      api.errorOf(await add({ charges: [{ studentId: ids[0], amountPaise: 1 }] }, 'adminB'))?.extensions,
    ).toMatchObject({
      code: 'NOT_FOUND',
      fields: [{ field: 'charges' }],
    });
  });

  it('voids a charge for an admin with a reason: the balance goes back, the ledger keeps both rows, a second void is refused', async () => {
    const [charged] = (await add({ charges: [{ studentId: ids[1], amountPaise: 7_777 }], comment: 'Extra bucket' }))
      .body.data.addCharges.charges;
    const before = await balanceOf(ids[1]);
    expect(api.errorOf(await voidOf([charged.id], 'Mistake', 'wardenA'))?.extensions.code).toBe('FORBIDDEN');
    expect(api.errorOf(await voidOf([charged.id], 'Mistake', 'adminB'))?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      fields: [{ field: 'chargeIds' }],
    });
    expect(await fields(voidOf([charged.id], '  '))).toEqual([['reason', 'Reason is required.']]);
    const voided = (await voidOf([charged.id], 'Bucket was not used')).body.data.voidCharges;
    expect(voided).toMatchObject({
      count: 1,
      totalPaise: 7_777,
      students: [{ id: ids[1], balance: { balancePaise: before - 7_777 } }],
      charges: [
        {
          id: charged.id,
          void: { reason: 'Bucket was not used', voidedOn: '2026-11-20', voidedBy: expect.any(String) },
        },
      ],
    });
    const lines = (await api.ask(LINES, { id: ids[1] }, 'adminA')).body.data.student.ledgerLines.items;
    expect(lines.slice(0, 2)).toEqual([
      { item: 'Void: Water: Bucket was not used', chargePaise: -7_777 },
      { item: 'Water: Extra bucket', chargePaise: 7_777 },
    ]);
    expect(outcome(await voidOf([charged.id], 'Again'))).toBe(
      'CONFLICT chargeIds: Water Rs. 77.77 for Asha Menon was already voided on 20 Nov 2026.',
    );
    expect(await balanceOf(ids[1])).toBe(before - 7_777);
    const rows = await api.t.app
      .get(DataSource)
      .query(`SELECT COUNT(*) AS n FROM charges WHERE reverses_charge_id = ${Number(charged.id)}`);
    expect(Number(rows[0].n)).toBe(1);
  });

  it('voids a whole batch at once, or none of it when one was voided already, and refuses other kinds of rows', async () => {
    const batch = (
      await add({
        charges: [
          { studentId: ids[0], amountPaise: 1_111 },
          { studentId: ids[2], amountPaise: 2_222 },
        ],
      })
    ).body.data.addCharges.charges.map((c: { id: string }) => c.id);
    await voidOf([batch[1]]);
    const before = await balances();
    expect(outcome(await voidOf(batch))).toBe(
      'CONFLICT chargeIds: Water Rs. 22.22 for Dev Patel was already voided on 20 Nov 2026.',
    );
    expect(await balances()).toEqual(before);
    const [rent] = (await api.t.app
      .get(DataSource)
      .query(`SELECT id FROM charges WHERE kind = 'rent' AND student_id = ${Number(ids[0])}`)) as { id: unknown }[];
    expect(api.errorOf(await voidOf([String(rent.id)]))?.extensions.code).toBe('NOT_FOUND');
    expect((await voidOf([batch[0]])).body.data.voidCharges.count).toBe(1);
  });

  it('lists what was charged, newest first, searched, voids shown, to its own hostel only', async () => {
    const list = (await api.ask(LIST, { pageSize: 10 }, 'staffA')).body.data.extraCharges;
    expect(list.totalCount).toBe(9);
    expect(list.items[0]).toMatchObject({
      studentName: 'Dev Patel',
      amountPaise: 2_222,
      void: { reason: 'Charged by mistake' },
    });
    expect(list.items[0].addedBy).toEqual(expect.any(String));
    const found = (await api.ask(LIST, { search: 'bucket' }, 'adminA')).body.data.extraCharges;
    expect(found.items).toEqual([
      expect.objectContaining({
        studentName: 'Asha Menon',
        comment: 'Extra bucket',
        void: expect.objectContaining({ reason: 'Bucket was not used' }),
      }),
    ]);
    expect(
      (await api.ask(LIST, { search: 'MENON', pageSize: 25 }, 'adminA')).body.data.extraCharges.items.every(
        (c: { studentName: string }) => c.studentName === 'Asha Menon',
      ),
    ).toBe(true);
    expect((await api.ask(LIST, {}, 'adminB')).body.data.extraCharges.totalCount).toBe(0);
    expect(api.errorOf(await api.ask(LIST, {}, 'tenantA'))?.extensions.code).toBe('FORBIDDEN');
  });
});
