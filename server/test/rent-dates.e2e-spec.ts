import { DataSource } from 'typeorm';
import { Student } from '../src/students/student.entity';
import { startHostelApi } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

const RENT = `query ($id: ID!) {
  student(id: $id) { moveInDate rentTerms { billFrom } rentPeriods(count: 3) { label startDate status } }
}`;

const UPDATE = `mutation ($id: ID!, $input: UpdateStudentInput!) {
  updateStudent(id: $id, input: $input) { student { id moveInDate } }
}`;

/** The fake clock's today is 2026-11-20 (India). */
describe.each(TEST_DATABASES)('move-in dates and "Bill rent from" on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;

  beforeAll(async () => {
    api = await startHostelApi(db);
  });
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  const fieldsOf = (res: Parameters<typeof api.errorOf>[0]) => api.errorOf(res)?.extensions.fields;

  it('bills rent from the day given instead of a long-past move-in date', async () => {
    const room = await api.newRoom();
    const input = api.checkInInput(room, 0, { moveInDate: '2025-01-10', billRentFrom: '2026-11-01' });
    const { student } = (await api.ask(api.CHECK_IN, { input })).body.data!.checkIn;
    const rent = (await api.ask(RENT, { id: student.id })).body.data!.student;
    expect(rent.moveInDate).toBe('2025-01-10');
    expect(rent.rentTerms).toEqual({ billFrom: '2026-11-01' });
    expect(rent.rentPeriods).toEqual([
      { label: 'Dec-Jan', startDate: '2026-12-01', status: 'upcoming' },
      { label: 'Nov-Dec', startDate: '2026-11-01', status: 'overdue' },
    ]);
  });

  it('bills from the move-in date when "Bill rent from" is left out or equal to it', async () => {
    const room = await api.newRoom();
    const same = api.checkInInput(room, 0, { moveInDate: '2026-10-05', billRentFrom: '2026-10-05' });
    const { student } = (await api.ask(api.CHECK_IN, { input: same })).body.data!.checkIn;
    const rent = (await api.ask(RENT, { id: student.id })).body.data!.student;
    expect(rent.rentTerms).toEqual({ billFrom: null });
    expect(rent.rentPeriods.map((p: { startDate: string }) => p.startDate)).toEqual([
      '2026-12-05',
      '2026-11-05',
      '2026-10-05',
    ]);
  });

  it('refuses move-in dates more than 5 years back or 1 year ahead, giving the allowed range', async () => {
    const room = await api.newRoom();
    const message = 'Move-in Date must be between 20 Nov 2021 and 20 Nov 2027.';
    for (const moveInDate of ['2021-11-19', '2027-11-21']) {
      const res = await api.ask(api.CHECK_IN, { input: api.checkInInput(room, 0, { moveInDate }) });
      expect(fieldsOf(res)).toEqual([{ field: 'moveInDate', message }]);
    }
    const edge = await api.ask(api.CHECK_IN, { input: api.checkInInput(room, 0, { moveInDate: '2021-11-20' }) });
    expect(api.errorOf(edge)).toBeUndefined();
  });

  it('refuses billing before the move-in date or past the allowed range, naming "Bill rent from"', async () => {
    const room = await api.newRoom();
    const early = api.checkInInput(room, 0, { moveInDate: '2026-10-05', billRentFrom: '2026-10-04' });
    expect(fieldsOf(await api.ask(api.CHECK_IN, { input: early }))).toEqual([
      { field: 'billRentFrom', message: 'Bill rent from must be on or after the Move-in Date.' },
    ]);
    const late = api.checkInInput(room, 0, { moveInDate: '2026-10-05', billRentFrom: '2027-12-01' });
    expect(fieldsOf(await api.ask(api.CHECK_IN, { input: late }))).toEqual([
      { field: 'billRentFrom', message: 'Bill rent from must be on or before 20 Nov 2027.' },
    ]);
  });

  it('changes "Bill rent from" in Edit and keeps a later move-in date from passing it', async () => {
    const room = await api.newRoom();
    const input = api.checkInInput(room, 0, { moveInDate: '2026-06-10' });
    const { student } = (await api.ask(api.CHECK_IN, { input })).body.data!.checkIn;

    // An admin's change applies at once; a warden's that takes billed rent back waits (bill-from-changes.e2e-spec.ts).
    const set = await api.ask(UPDATE, { id: student.id, input: { billRentFrom: '2026-10-10' } }, 'adminA');
    expect(api.errorOf(set)).toBeUndefined();
    let rent = (await api.ask(RENT, { id: student.id })).body.data!.student;
    expect(rent.rentTerms).toEqual({ billFrom: '2026-10-10' });
    expect(rent.rentPeriods[rent.rentPeriods.length - 1]).toMatchObject({ startDate: '2026-10-10' });

    const past = await api.ask(UPDATE, { id: student.id, input: { moveInDate: '2026-10-11' } });
    expect(fieldsOf(past)).toEqual([
      { field: 'moveInDate', message: 'Move-in Date must be on or before Bill rent from (10 Oct 2026).' },
    ]);
    expect((await api.ask(RENT, { id: student.id })).body.data!.student.moveInDate).toBe('2026-06-10');

    const back = await api.ask(UPDATE, { id: student.id, input: { billRentFrom: '2026-06-10' } });
    expect(api.errorOf(back)).toBeUndefined();
    rent = (await api.ask(RENT, { id: student.id })).body.data!.student;
    expect(rent.rentTerms).toEqual({ billFrom: null });
  });

  it('checks only a changed move-in date against the range in Edit', async () => {
    const room = await api.newRoom();
    const { student } = (await api.ask(api.CHECK_IN, { input: api.checkInInput(room, 0) })).body.data!.checkIn;
    // A resident recorded before the rule (or long ago) keeps an out-of-range date and can still be edited.
    await api.t.app
      .get(DataSource)
      .getRepository(Student)
      .update({ id: Number(student.id) }, { moveInDate: '2020-01-10' });
    const rename = await api.ask(UPDATE, {
      id: student.id,
      input: { name: 'Renamed Person', moveInDate: '2020-01-10' },
    });
    expect(api.errorOf(rename)).toBeUndefined();
    const moved = await api.ask(UPDATE, { id: student.id, input: { moveInDate: '2020-01-09' } });
    expect(fieldsOf(moved)).toEqual([
      { field: 'moveInDate', message: 'Move-in Date must be between 20 Nov 2021 and 20 Nov 2027.' },
    ]);
  });
});
