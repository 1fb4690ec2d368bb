import { DataSource } from 'typeorm';
import { Charge } from '../src/ledger/charges/charge.entity';
import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { atOnce, oneWins, RACERS } from './support/race';
import { TEST_DATABASES } from './support/test-app';

const UPDATE = `mutation ($input: UpdateRentInput!) { updateRent(input: $input) {
  changes { id kind amountPaise effectiveDate status student { id } } } }`;
const DECIDE = `mutation ($id: ID!, $approve: Boolean!) { decideRentChange(id: $id, approve: $approve) { id status } }`;
const PERIODS = `query ($id: ID!) { student(id: $id) {
  rentPeriods(count: 3) { label startDate amountPaise status } balance { balancePaise } } }`;
const PENDING = `{ rentChanges(status: pending) { totalCount items { id kind student { name } } } }`;

describe.each(TEST_DATABASES)('Update Rent on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  const ids: string[] = [];

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 3);
    // Moved in on 2026-10-05 at Rs. 6,500: Oct-Nov and Nov-Dec billed; today is 2026-11-20.
    for (const [bed, name] of ['Nikhil Joshi', 'Pooja Reddy', 'Sana Qureshi'].entries())
      ids.push((await api.checkIn(room, bed, 'wardenA', { name, moveInDate: '2026-10-05' })).student.id);
  });
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  let keys = 0;
  /** One submit of the form: a new key unless the test sends one. */
  const update = (input: Record<string, unknown>, who: Who = 'adminA') =>
    api.ask(UPDATE, { input: { effectiveDate: '2026-11-20', idempotencyKey: `rent-${db}-${++keys}`, ...input } }, who);
  const periods = async (id: string) => (await api.ask(PERIODS, { id })).body.data.student;

  it('bills the next periods at a new rent and leaves billed ones as they were', async () => {
    const res = (await update({ studentIds: [ids[0]], kind: 'rent_change', amountPaise: 700_000 })).body.data
      .updateRent;
    expect(res.changes).toEqual([
      expect.objectContaining({ kind: 'rent_change', status: 'applied', amountPaise: 700_000 }),
    ]);
    const { rentPeriods } = await periods(ids[0]);
    expect(rentPeriods.map((p: { label: string; amountPaise: number }) => `${p.label} ${p.amountPaise}`)).toEqual([
      'Dec-Jan 700000',
      'Nov-Dec 650000',
      'Oct-Nov 650000',
    ]);
  });

  it('adds a one-time surcharge at once and holds a warden discount for an admin', async () => {
    const before = (await periods(ids[1])).balance.balancePaise;
    await update({ studentIds: [ids[1]], kind: 'one_time_surcharge', amountPaise: 50_000 }, 'wardenA');
    expect((await periods(ids[1])).balance.balancePaise).toBe(before + 50_000);

    const asked = (
      await update(
        { studentIds: [ids[1]], kind: 'one_time_discount', amountPaise: 20_000, comment: 'Festival offer' },
        'wardenA',
      )
    ).body.data.updateRent.changes[0];
    expect(asked.status).toBe('pending');
    expect((await periods(ids[1])).balance.balancePaise).toBe(before + 50_000);
    const pending = (await api.ask(PENDING, {}, 'adminA')).body.data.rentChanges;
    expect(pending.items).toEqual([{ id: asked.id, kind: 'one_time_discount', student: { name: 'Pooja Reddy' } }]);

    expect(api.errorOf(await api.ask(DECIDE, { id: asked.id, approve: true }, 'wardenA'))?.extensions.code).toBe(
      'FORBIDDEN',
    );
    expect(api.errorOf(await api.ask(DECIDE, { id: asked.id, approve: true }, 'adminB'))?.extensions.code).toBe(
      'NOT_FOUND',
    );
    // Two admins (or a double click) approve at once: the discount applies once, the others are told it was.
    const decided = await atOnce<{ decideRentChange: { status: string } }>(() =>
      api.ask(DECIDE, { id: asked.id, approve: true }, 'adminA'),
    );
    expect(decided.outcomes).toEqual(oneWins('This rent change was already applied.'));
    expect(decided.wins[0].decideRentChange.status).toBe('applied');
    const discounts = await api.t.app
      .get(DataSource)
      .manager.findBy(Charge, { studentId: Number(ids[1]), label: 'One-time discount' });
    expect(discounts.map((c) => c.amountPaise)).toEqual([-20_000]);
    expect((await periods(ids[1])).balance.balancePaise).toBe(before + 30_000);
    const again = await api.ask(DECIDE, { id: asked.id, approve: false }, 'adminA');
    expect(api.errorOf(again)?.extensions.code).toBe('CONFLICT');
  });

  it('waives a billed period with a reason; all residents or none', async () => {
    const none = await update({
      studentIds: [ids[2], '999999'],
      kind: 'waiver',
      effectiveDate: '2026-10-10',
      comment: 'Flood',
    });
    expect(api.errorOf(none)?.extensions.code).toBe('NOT_FOUND');
    expect((await periods(ids[2])).rentPeriods.map((p: { status: string }) => p.status)).toEqual([
      'upcoming',
      'overdue',
      'overdue',
    ]);
    await update({ studentIds: [ids[2]], kind: 'waiver', effectiveDate: '2026-10-10', comment: 'Flood' });
    const after = await periods(ids[2]);
    expect(after.rentPeriods.map((p: { label: string }) => p.label)).toEqual(['Dec-Jan', 'Nov-Dec']);
    expect(after.balance.balancePaise).toBe(650_000);
  });

  it('changes the rent once for a submit sent ten times at once, and refuses its key with other details', async () => {
    const before = (await periods(ids[0])).balance.balancePaise;
    const input = {
      studentIds: [ids[0]],
      kind: 'one_time_surcharge',
      amountPaise: 12_300,
      idempotencyKey: `twice-${db}`,
    };
    const sent = await atOnce<{ updateRent: { changes: { id: string }[] } }>(() => update(input));
    expect(sent.outcomes).toEqual(Array<string>(RACERS).fill('OK'));
    expect(new Set(sent.wins.map((win) => win.updateRent.changes[0].id)).size).toBe(1);
    expect((await periods(ids[0])).balance.balancePaise).toBe(before + 12_300);
    const rows = (await api.t.app
      .get(DataSource)
      .query(`SELECT COUNT(*) AS n FROM charges WHERE student_id = ${Number(ids[0])} AND amount_paise = 12300`)) as {
      n: string | number;
    }[];
    expect(Number(rows[0].n)).toBe(1);
    const other = await update({ ...input, amountPaise: 45_600 });
    expect(api.errorOf(other)?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'idempotencyKey' }] });
    expect((await periods(ids[0])).balance.balancePaise).toBe(before + 12_300);
  });

  it('names bad fields, and refuses staff and tenants', async () => {
    const fields = async (input: Record<string, unknown>) =>
      (api.errorOf(await update(input))?.extensions.fields ?? []).map((f: { message: string }) => f.message);
    expect(
      await fields({ studentIds: [ids[0]], kind: 'rent_change', effectiveDate: '2026-11-01', amountPaise: 1 }),
    ).toEqual(['Effective date cannot be earlier than today: billed rent is never rewritten.']);
    expect(await fields({ studentIds: [ids[0]], kind: 'one_time_discount', amountPaise: 100 })).toEqual([
      'Comment is required for a discount or a waiver.',
    ]);
    expect(await fields({ studentIds: [ids[0]], kind: 'rent_change' })).toEqual(['Amount is required.']);
    expect(
      api.errorOf(await update({ studentIds: [ids[0]], kind: 'one_time_surcharge', amountPaise: 1 }, 'staffA'))
        ?.extensions.code,
    ).toBe('FORBIDDEN');
    expect(
      api.errorOf(await update({ studentIds: [ids[0]], kind: 'one_time_surcharge', amountPaise: 1 }, 'tenantA'))
        ?.extensions.code,
    ).toBe('FORBIDDEN');
  });
});
