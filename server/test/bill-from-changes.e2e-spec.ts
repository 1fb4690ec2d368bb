import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { Charge } from '../src/ledger/charges/charge.entity';
import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { brokenCounts, brokenMoneyInvariants } from './support/invariants';
import { atOnce, oneWins } from './support/race';
import { TEST_DATABASES } from './support/test-app';

const RESIDENT = `query ($id: ID!) { student(id: $id) {
  name moveInDate rentTerms { billFrom } balance { balancePaise } rentPeriods(count: 5) { startDate amountPaise } } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateStudentInput!) {
  updateStudent(id: $id, input: $input) { student { id name moveInDate } warnings { field message } } }`;
const PENDING = `{ rentChanges(status: pending, pageSize: 50) {
  items { id kind amountPaise effectiveDate comment status student { id } } } }`;
const DECIDE = `mutation ($id: ID!, $approve: Boolean!) { decideRentChange(id: $id, approve: $approve) { id status } }`;
const UPDATE_RENT = `mutation ($input: UpdateRentInput!) { updateRent(input: $input) { changes { id } } }`;

const WAITS = {
  field: 'billRentFrom',
  message:
    "Bill rent from 20 Nov 2026 takes back rent already billed, so it waits for an admin's approval (Update Rent). The other details were saved.",
};

/**
 * Item 9 of "Money that is right every time": a warden's new "bill rent from" that takes billed rent back waits for
 * an admin. The fake clock's today is 2026-11-20; each resident moved in on 2026-09-01 at Rs. 5,000 a month, so
 * Sep-Oct, Oct-Nov and Nov-Dec are billed: Rs. 15,000.
 */
describe.each(TEST_DATABASES)('a warden\'s "bill rent from" that takes billed rent back, on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let bed = 0;

  beforeAll(async () => {
    api = await startHostelApi(db);
    room = await api.newRoom('adminA', 12);
  });
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));
  afterEach(async () => expect(await brokenCounts(api.t)).toEqual({}));

  const resident = async (extra: Record<string, unknown> = {}) =>
    (await api.checkIn(room, bed++, 'wardenA', { moveInDate: '2026-09-01', monthlyRentPaise: 500_000, ...extra }))
      .student.id;
  const read = async (id: string) => (await api.ask(RESIDENT, { id }, 'adminA')).body.data.student;
  const edit = async (id: string, input: Record<string, unknown>, who: Who = 'wardenA') =>
    api.ask(UPDATE, { id, input }, who);
  const pendingOf = async (id: string) =>
    (await api.ask(PENDING, {}, 'adminA')).body.data.rentChanges.items.filter(
      (c: { student: { id: string } }) => c.student.id === id,
    );
  const manager = () => api.t.app.get(DataSource).manager;
  /** The rows the ledger wrote for the resident after check-in: what a schedule change did. */
  const adjustments = async (id: string) =>
    (await manager().find(Charge, { where: { studentId: Number(id), kind: 'adjustment' }, order: { id: 'ASC' } })).map(
      (c) => `${c.label} ${c.amountPaise}`,
    );
  const rentCharges = async (id: string) =>
    (await manager().find(Charge, { where: { studentId: Number(id), kind: 'rent' }, order: { id: 'ASC' } })).map(
      (c) => `${c.label} ${c.rentPeriod} ${c.amountPaise}`,
    );

  it('keeps the balance, saves the rest of the edit, and holds the change for an admin with a warning', async () => {
    const id = await resident();
    expect((await read(id)).balance.balancePaise).toBe(1_500_000);
    const res = await edit(id, { name: 'Renamed Resident', billRentFrom: '2026-11-20' });
    expect(api.errorOf(res)).toBeUndefined();
    expect(res.body.data.updateStudent.warnings).toEqual([WAITS]);
    const after = await read(id);
    expect(after).toMatchObject({ name: 'Renamed Resident', rentTerms: { billFrom: null } });
    expect(after.balance.balancePaise).toBe(1_500_000);
    expect(await adjustments(id)).toEqual([]);
    expect(await pendingOf(id)).toEqual([
      expect.objectContaining({
        kind: 'bill_from',
        amountPaise: null,
        effectiveDate: '2026-11-20',
        comment: null,
        status: 'pending',
      }),
    ]);
    const logged = await manager().findBy(Activity, { subjectId: Number(id), action: 'rent.change_requested' });
    expect(logged.map((a) => a.detail)).toEqual(['Bill rent from 20 Nov 2026: waits for an admin']);
  });

  it('reverses on approval what an admin’s own change reverses, once for ten approvals at once', async () => {
    const byAdmin = await resident();
    const direct = await edit(byAdmin, { billRentFrom: '2026-11-20' }, 'adminA');
    expect(direct.body.data.updateStudent.warnings).toEqual([]);
    expect(await pendingOf(byAdmin)).toEqual([]);
    expect((await read(byAdmin)).balance.balancePaise).toBe(500_000);

    const byWarden = await resident();
    await edit(byWarden, { billRentFrom: '2026-11-20' });
    const [change] = await pendingOf(byWarden);
    expect(api.errorOf(await api.ask(DECIDE, { id: change.id, approve: true }, 'wardenA'))?.extensions.code).toBe(
      'FORBIDDEN',
    );
    const decided = await atOnce<{ decideRentChange: { status: string } }>(() =>
      api.ask(DECIDE, { id: change.id, approve: true }, 'adminA'),
    );
    expect(decided.outcomes).toEqual(oneWins('This rent change was already applied.'));
    expect(decided.wins[0].decideRentChange.status).toBe('applied');

    const [warden, admin] = [await read(byWarden), await read(byAdmin)];
    expect(warden.balance.balancePaise).toBe(500_000);
    expect(warden.rentTerms).toEqual({ billFrom: '2026-11-20' });
    expect(warden.rentPeriods).toEqual(admin.rentPeriods);
    expect(await adjustments(byWarden)).toEqual([
      'Reversal: Rent Sep-Oct -500000',
      'Reversal: Rent Oct-Nov -500000',
      'Reversal: Rent Nov-Dec -500000',
    ]);
    expect(await adjustments(byWarden)).toEqual(await adjustments(byAdmin));
    expect(await rentCharges(byWarden)).toEqual(await rentCharges(byAdmin));
    const logged = await manager().findBy(Activity, { subjectId: Number(byWarden), action: 'rent.changed' });
    expect(logged.map((a) => a.detail)).toEqual(['Bill rent from 20 Nov 2026']);
  });

  it('changes nothing when the admin rejects it', async () => {
    const id = await resident();
    await edit(id, { billRentFrom: '2026-11-20' });
    const [change] = await pendingOf(id);
    const rejected = await api.ask(DECIDE, { id: change.id, approve: false }, 'adminA');
    expect(rejected.body.data.decideRentChange.status).toBe('rejected');
    const after = await read(id);
    expect(after.balance.balancePaise).toBe(1_500_000);
    expect(after.rentTerms).toEqual({ billFrom: null });
    expect(await adjustments(id)).toEqual([]);
    expect(await pendingOf(id)).toEqual([]);
  });

  it('applies at once a warden’s change that takes nothing back, or bills as much as it takes back', async () => {
    // Billed from 1 Nov at check-in: billing from the move-in date adds Sep-Oct and Oct-Nov and keeps Nov-Dec.
    const later = await resident({ billRentFrom: '2026-11-01' });
    expect((await read(later)).balance.balancePaise).toBe(500_000);
    const earlier = await edit(later, { billRentFrom: '2026-09-01' });
    expect(earlier.body.data.updateStudent.warnings).toEqual([]);
    expect(await read(later)).toMatchObject({ rentTerms: { billFrom: null }, balance: { balancePaise: 1_500_000 } });
    expect(await adjustments(later)).toEqual([]);

    // A move-in date a week earlier: three periods reversed and three billed from the new date.
    const shifted = await resident();
    const moved = await edit(shifted, { moveInDate: '2026-08-25', billRentFrom: '2026-08-25' });
    expect(api.errorOf(moved)).toBeUndefined();
    expect(await read(shifted)).toMatchObject({ moveInDate: '2026-08-25', balance: { balancePaise: 1_500_000 } });
    expect(await pendingOf(shifted)).toEqual([]);
  });

  it('refuses a warden’s later move-in date that takes billed rent back, saving nothing', async () => {
    const id = await resident();
    const res = await edit(id, { name: 'Not Saved', moveInDate: '2026-11-15', billRentFrom: '2026-11-15' });
    const message =
      'Moving the Move-in Date to 15 Nov 2026 takes back rent already billed, so an admin must make this change. Nothing was saved.';
    expect(api.errorOf(res)?.extensions).toEqual({ code: 'CONFLICT', fields: [{ field: 'moveInDate', message }] });
    expect(await read(id)).toMatchObject({ moveInDate: '2026-09-01', balance: { balancePaise: 1_500_000 } });
    expect((await read(id)).name).not.toBe('Not Saved');
    expect(await pendingOf(id)).toEqual([]);

    const byAdmin = await edit(id, { moveInDate: '2026-11-15', billRentFrom: '2026-11-15' }, 'adminA');
    expect(api.errorOf(byAdmin)).toBeUndefined();
    expect((await read(id)).balance.balancePaise).toBe(500_000);
  });

  it('saves an earlier move-in date and holds the later "bill rent from" sent with it', async () => {
    const id = await resident();
    const res = await edit(id, { moveInDate: '2026-08-01', billRentFrom: '2026-11-20' });
    expect(res.body.data.updateStudent.warnings).toEqual([WAITS]);
    // Billed from the new move-in date until an admin decides: Aug-Sep is added.
    expect(await read(id)).toMatchObject({
      moveInDate: '2026-08-01',
      rentTerms: { billFrom: null },
      balance: { balancePaise: 2_000_000 },
    });
    const [change] = await pendingOf(id);
    await api.ask(DECIDE, { id: change.id, approve: true }, 'adminA');
    expect(await read(id)).toMatchObject({ rentTerms: { billFrom: '2026-11-20' }, balance: { balancePaise: 500_000 } });
  });

  it('applies an approval to the schedule as it is then, and refuses one the move-in date has passed', async () => {
    const id = await resident();
    await edit(id, { billRentFrom: '2026-11-20' });
    // Meanwhile an admin corrects the move-in date: billed from 15 Aug (four periods).
    await edit(id, { moveInDate: '2026-08-15', billRentFrom: '2026-08-15' }, 'adminA');
    expect((await read(id)).balance.balancePaise).toBe(2_000_000);
    const [change] = await pendingOf(id);
    await api.ask(DECIDE, { id: change.id, approve: true }, 'adminA');
    expect(await read(id)).toMatchObject({ rentTerms: { billFrom: '2026-11-20' }, balance: { balancePaise: 500_000 } });
    expect((await read(id)).rentPeriods.map((p: { startDate: string }) => p.startDate)).toEqual([
      '2026-12-20',
      '2026-11-20',
    ]);

    const other = await resident();
    await edit(other, { billRentFrom: '2026-11-20' });
    await edit(other, { moveInDate: '2026-11-21', billRentFrom: '2026-11-21' }, 'adminA');
    const [late] = await pendingOf(other);
    const refused = await api.ask(DECIDE, { id: late.id, approve: true }, 'adminA');
    expect(api.errorOf(refused)?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'id' }] });
    expect((await pendingOf(other)).map((c: { id: string }) => c.id)).toEqual([late.id]);
    expect((await read(other)).rentTerms).toEqual({ billFrom: null });
  });

  it('keeps one "bill rent from" waiting: the same date again adds nothing, another is refused until an admin decides', async () => {
    const id = await resident();
    await edit(id, { billRentFrom: '2026-11-20' });
    const same = await edit(id, { name: 'Same Date Again', billRentFrom: '2026-11-20' });
    expect(same.body.data.updateStudent.warnings).toEqual([WAITS]);
    expect((await read(id)).name).toBe('Same Date Again');

    const other = await edit(id, { name: 'Not Saved', billRentFrom: '2026-11-10' });
    const message =
      "Bill rent from 20 Nov 2026 already waits for an admin's approval (Update Rent): an admin approves or rejects it before another date is asked for. Nothing was saved.";
    expect(api.errorOf(other)?.extensions).toEqual({ code: 'CONFLICT', fields: [{ field: 'billRentFrom', message }] });
    expect((await read(id)).name).toBe('Same Date Again');
    const [waiting] = await pendingOf(id);
    expect(await pendingOf(id)).toEqual([expect.objectContaining({ effectiveDate: '2026-11-20' })]);
    const logged = await manager().findBy(Activity, { subjectId: Number(id), action: 'rent.change_requested' });
    expect(logged).toHaveLength(1);

    // Once an admin has decided, another date may be asked for.
    await api.ask(DECIDE, { id: waiting.id, approve: false }, 'adminA');
    const after = await edit(id, { billRentFrom: '2026-11-10' });
    expect(after.body.data.updateStudent.warnings).toEqual([
      { ...WAITS, message: WAITS.message.replace('20 Nov 2026', '10 Nov 2026') },
    ]);
    expect(await pendingOf(id)).toEqual([expect.objectContaining({ effectiveDate: '2026-11-10' })]);
    expect((await read(id)).balance.balancePaise).toBe(1_500_000);
  });

  it('is not offered on Update Rent', async () => {
    const id = await resident();
    const res = await api.ask(
      UPDATE_RENT,
      {
        input: { studentIds: [id], kind: 'bill_from', effectiveDate: '2026-11-20', idempotencyKey: `bill-from-${db}` },
      },
      'adminA',
    );
    expect(api.errorOf(res)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'kind' }] });
  });
});
