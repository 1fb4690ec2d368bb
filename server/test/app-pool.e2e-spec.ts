import { DataSource } from 'typeorm';
import { ConsoleSmsProvider } from '../src/sms/console-sms.provider';
import { hostelApiOn, startHostelApi } from './support/hostel-api';
import { bootedState, putBack } from './support/put-back';
import { closeTestApps, releaseTestApps, reuseTestApps, startTestApp, TEST_DATABASES } from './support/test-app';

/** The schema's triggers, and on PostgreSQL whether each is enabled. */
function triggersOf(ds: DataSource): Promise<unknown[]> {
  return ds.options.type === 'postgres'
    ? ds.query(
        `SELECT c.relname AS table, t.tgname AS name, t.tgenabled AS enabled FROM pg_trigger t
             JOIN pg_class c ON c.oid = t.tgrelid
            WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace ORDER BY 1, 2`,
      )
    : ds.query(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name`);
}

describe.each(TEST_DATABASES)('an app put back for the next test or file on %s', (db) => {
  // Run on its own, this file turns the pool on: its apps (and PostgreSQL schemas) are closed at its end.
  afterAll(closeTestApps);

  it('has the rows, ids, guards and memory it had when just booted, after check-ins wrote to the ledger', async () => {
    const t = await startTestApp(db);
    const ds = t.app.get(DataSource);
    try {
      const booted = await bootedState(t);
      const triggers = await triggersOf(ds);
      const written = await hostelApiOn(t);
      await written.checkIn(await written.newRoom());
      expect(Number((await ds.query('SELECT COUNT(*) AS n FROM charges'))[0].n)).toBeGreaterThan(0);
      await expect(ds.query('DELETE FROM charges')).rejects.toThrow(/append-only/);
      // Another app booted since: passport's bearer-token strategy is that app's until this one is put back.
      await (await startHostelApi(db)).t.close();

      await putBack(t, booted);
      expect((await bootedState(t)).rows).toEqual(booted.rows);
      expect(await triggersOf(ds)).toEqual(triggers);
      expect(t.app.get(ConsoleSmsProvider).outbox()).toEqual([]);
      // Signed in again on this app, the same hostels get the same ids; the ledger's guards hold again.
      const again = await hostelApiOn(t);
      expect(again.seed.hostelA.id).toBe(written.seed.hostelA.id);
      const room = await again.newRoom();
      expect(room.id).toBe('1');
      await again.checkIn(room);
      await expect(ds.query('DELETE FROM charges')).rejects.toThrow(/append-only/);
    } finally {
      await t.close();
    }
  });

  it('is handed to the next file only after the first file ended (a group), and never to two at once', async () => {
    reuseTestApps();
    const first = await startTestApp(db);
    const meanwhile = await startTestApp(db);
    expect(meanwhile.app).not.toBe(first.app);
    await first.close();
    const sameFile = await startTestApp(db);
    expect(sameFile.app).not.toBe(first.app);
    releaseTestApps();
    const nextFile = await startTestApp(db);
    expect(nextFile.app).toBe(first.app);
    for (const t of [meanwhile, sameFile, nextFile]) await t.close();
  });
});
