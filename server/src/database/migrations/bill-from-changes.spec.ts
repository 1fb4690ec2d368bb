import { DataSource } from 'typeorm';
import { caller, studentsKit } from '../../../test/support/students';
import { startOwnTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { seedTwoHostels } from '../../../test/support/users';
import { RentChange } from '../../ledger/rent-changes/rent-change.entity';
import { BillFromChanges1733200000000 } from './1733200000000-bill-from-changes';

describe.each(TEST_DATABASES)('migration BillFromChanges on %s', (database) => {
  let t: TestApp;
  let db: DataSource;
  let row: (values: Partial<RentChange>) => Partial<RentChange>;

  beforeAll(async () => {
    t = await startOwnTestApp(database);
    db = t.app.get(DataSource);
    const { hostelA } = await seedTwoHostels(t);
    const student = await studentsKit(t).newStudent(caller(hostelA.id));
    row = (values) => ({
      hostelId: hostelA.id,
      studentId: student.id,
      kind: 'one_time_surcharge',
      amountPaise: 10_000,
      effectiveDate: '2026-11-20',
      comment: null,
      status: 'pending',
      requestedBy: 3,
      ...values,
    });
  });
  afterAll(() => t.close());

  const run = async (step: 'up' | 'down') => {
    const runner = db.createQueryRunner();
    try {
      await new BillFromChanges1733200000000()[step](runner);
    } finally {
      await runner.release();
    }
  };
  const insert = (values: Partial<RentChange>) => db.manager.insert(RentChange, row(values));
  const ids = async () => (await db.manager.find(RentChange, { order: { id: 'ASC' } })).map((c) => c.id);
  /** What the database says of the table: its index names and how many foreign keys it has. */
  const shape = async () => {
    const postgres = database === 'postgres';
    const indexes = (await db.query(
      postgres
        ? `SELECT indexname AS name FROM pg_indexes
           WHERE schemaname = current_schema() AND tablename = 'rent_changes' AND indexname LIKE 'idx_%'`
        : "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rent_changes' AND sql IS NOT NULL",
    )) as { name: string }[];
    const keys = (await db.query(
      postgres
        ? "SELECT conname FROM pg_constraint WHERE conrelid = 'rent_changes'::regclass AND contype = 'f'"
        : 'PRAGMA foreign_key_list(rent_changes)',
    )) as unknown[];
    return { indexes: indexes.map((i) => i.name).sort(), foreignKeys: keys.length };
  };

  it('allows a bill_from change without an amount, and refuses one with an amount or an unknown kind', async () => {
    const { identifiers } = await insert({ kind: 'bill_from', amountPaise: null, effectiveDate: '2026-12-01' });
    expect(await db.manager.findOneByOrFail(RentChange, { id: identifiers[0].id as number })).toMatchObject({
      kind: 'bill_from',
      amountPaise: null,
    });
    await expect(insert({ kind: 'bill_from', amountPaise: 5_000 })).rejects.toThrow(/ck_rent_changes_amount|CHECK/i);
    await expect(insert({ kind: 'waiver', amountPaise: 5_000 })).rejects.toThrow(/ck_rent_changes_amount|CHECK/i);
    await expect(insert({ kind: 'rent_change', amountPaise: null })).rejects.toThrow(/ck_rent_changes_amount|CHECK/i);
    await expect(insert({ kind: 'rent_freeze' as RentChange['kind'] })).rejects.toThrow(/ck_rent_changes_kind|CHECK/i);
    await db.manager.createQueryBuilder().delete().from(RentChange).execute();
  });

  it('keeps the rows, their ids, the indexes, the foreign keys and the triggers through down and up', async () => {
    const before = await shape();
    expect(before).toEqual({ indexes: ['idx_rent_changes_hostel_status', 'idx_rent_changes_student'], foreignKeys: 5 });
    await run('down');
    await expect(insert({ kind: 'bill_from', amountPaise: null })).rejects.toThrow(/ck_rent_changes|CHECK/i);
    await insert({ kind: 'waiver', amountPaise: null, status: 'applied' });
    await insert({ kind: 'one_time_discount', amountPaise: 20_000, comment: 'Festival' });
    await insert({ kind: 'rent_change', amountPaise: 700_000 });
    const [, , last] = await ids();
    // The last row goes: its id must still never be handed out again.
    await db.manager.delete(RentChange, { id: last });
    const rows = await db.manager.find(RentChange, { order: { id: 'ASC' } });
    if (database === 'sqlite')
      await db.query(
        "CREATE TRIGGER rent_changes_spec AFTER INSERT ON rent_changes BEGIN SELECT RAISE(ABORT, 'spec trigger'); END",
      );

    await run('up');

    expect(await db.manager.find(RentChange, { order: { id: 'ASC' } })).toEqual(rows);
    expect(await shape()).toEqual(before);
    if (database === 'sqlite') {
      // The trigger came back with the table: it refuses the insert.
      await expect(insert({ kind: 'bill_from', amountPaise: null })).rejects.toThrow('spec trigger');
      await db.query('DROP TRIGGER rent_changes_spec');
    }
    const { identifiers } = await insert({ kind: 'bill_from', amountPaise: null });
    expect(identifiers[0].id).toBeGreaterThan(last);
    // The foreign keys still hold.
    await expect(insert({ studentId: 999_999 })).rejects.toThrow(/foreign key/i);
  });
});
