import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { hostelApiOn } from './support/hostel-api';
import { brokenInvariants, brokenMoneyInvariants } from './support/invariants';
import { appOn, newServerData, ServerData, ServerProcess, startServerProcess } from './support/server-process';
import type { TestApp } from './support/test-app';

/**
 * `npm run backup` (scripts/backup.mjs) copies the SQLite database while the server runs and writes, and
 * `npm run backup -- --restore <file>` puts a copy in place: the server starts on it with every payment acknowledged
 * before the backup began, and the data holds together (rooms and stays, money). SQLite only: PostgreSQL is backed up
 * with pg_dump (README).
 */
const SCRIPT = resolve(__dirname, '..', '..', 'scripts', 'backup.mjs');
const run = promisify(execFile);
const TODAY = '2026-11-20';
const PAY = `mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }`;

describe('npm run backup, on sqlite', () => {
  let data: ServerData;
  let token: string;
  let resident: string;
  let server: ServerProcess | undefined;
  let restored: TestApp | undefined;

  beforeAll(async () => {
    data = await newServerData('sqlite');
    const setup = await hostelApiOn(await appOn(data.env));
    token = setup.tokens.adminA;
    resident = (await setup.checkIn(await setup.newRoom('adminA', 2), 0, 'adminA')).student.id;
    await setup.close();
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await restored?.close();
  });

  it('takes a consistent copy while payments are written, and the restored copy runs the server', async () => {
    server = await startServerProcess(data.env);
    const url = server.url;
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 1; writing; n++) {
        const input = {
          studentId: resident,
          amountPaise: 5_000 + n,
          method: 'cash',
          paidOn: TODAY,
          idempotencyKey: `backup-pay-${n}`,
        };
        const res = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: PAY, variables: { input } }),
        });
        const body = (await res.json()) as { data?: { recordPayment: { payment: { id: string } } }; errors?: unknown };
        if (body.errors) throw new Error(JSON.stringify(body.errors));
        acknowledged.push(body.data!.recordPayment.payment.id);
      }
    })();
    let failed: unknown;
    writer.catch((error: unknown) => (failed = error));
    /** Waits for that many acknowledged payments; a writer that failed fails the test at once. */
    const acknowledgedAtLeast = async (count: number) => {
      while (acknowledged.length < count) {
        if (failed) throw failed;
        await new Promise((done) => setTimeout(done, 10));
      }
    };
    await acknowledgedAtLeast(5);
    const before = [...acknowledged];
    const backups = mkdtempSync(join(tmpdir(), 'hostel-admin-backups-'));
    const out = await run(process.execPath, [SCRIPT, `${backups}/`], { env: { ...process.env, ...data.env } });
    const during = acknowledged.length - before.length;
    // A second copy of the same database, named by file: the script refuses to write over it.
    const [file] = readdirSync(backups);
    expect(file).toMatch(/^hostel-admin-\d{8}-\d{6}\.sqlite$/);
    expect(out.stdout).toContain('integrity ok');
    await expect(
      run(process.execPath, [SCRIPT, join(backups, file)], { env: { ...process.env, ...data.env } }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('exists already') });
    const more = acknowledged.length;
    await acknowledgedAtLeast(more + 3);
    writing = false;
    await writer;
    server.child.kill('SIGTERM');
    await server.exited;

    // Restored into a new data folder, over a database that was there (kept aside), then the server started on it.
    const dir = mkdtempSync(join(tmpdir(), 'hostel-admin-restored-'));
    const env = { ...data.env, DATA_DIR: dir, SQLITE_PATH: join(dir, 'hostel-admin.sqlite') };
    writeFileSync(env.SQLITE_PATH, 'an older database');
    await run(process.execPath, [SCRIPT, '--restore', join(backups, file)], { env: { ...process.env, ...env } });
    expect(readdirSync(dir).some((name) => name.startsWith('hostel-admin.sqlite.before-restore-'))).toBe(true);
    restored = await appOn(env);
    const t = restored;
    await t.http().get('/api/health').expect(200);
    const ids = ((await t.app.get(DataSource).query('SELECT id FROM payments')) as { id: unknown }[]).map((r) =>
      String(r.id),
    );
    // Everything acknowledged before the backup began is in it; what was written after it finished is not.
    expect(ids).toEqual(expect.arrayContaining(before));
    expect(ids).not.toContain(acknowledged[acknowledged.length - 1]);
    const res = await t
      .http()
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: `query ($id: ID!) { payment(id: $id) { id } }`, variables: { id: before[0] } })
      .expect(200);
    expect(res.body.data.payment.id).toBe(before[0]);
    expect(await brokenInvariants(t)).toEqual({});
    expect(await brokenMoneyInvariants(t)).toEqual({});
    console.log(
      `[backup] copied with ${before.length} payments acknowledged before and ${during} during the backup; ${ids.length} in the copy`,
    );
  }, 180_000);

  it('names the database it cannot find, and sends PostgreSQL to pg_dump', async () => {
    const missing = { DATA_DIR: join(tmpdir(), 'hostel-admin-nowhere'), SQLITE_PATH: 'none.sqlite' };
    await expect(run(process.execPath, [SCRIPT], { env: { ...process.env, ...missing } })).rejects.toMatchObject({
      stderr: expect.stringContaining('no database at'),
    });
    const postgres = { DATABASE_URL: 'postgres://backup@127.0.0.1/none' };
    await expect(run(process.execPath, [SCRIPT], { env: { ...process.env, ...postgres } })).rejects.toMatchObject({
      stderr: expect.stringContaining('pg_dump'),
    });
    expect(existsSync(missing.DATA_DIR)).toBe(false);
  });
});
