import { DataSource, DataSourceOptions, IsNull } from 'typeorm';
import { dateInIndia } from '../src/common/calendar';
import { Clock } from '../src/common/clock';
import { Transactions } from '../src/common/transactions';
import { dataSourceOptions } from '../src/database/data-source-options';
import { Events } from '../src/events/events.service';
import { OutboxRow } from '../src/events/outbox-row.entity';
import { Outbox } from '../src/events/outbox.service';
import { Job } from '../src/jobs/job.entity';
import { JobKinds } from '../src/jobs/job-kinds';
import { ClaimedJob, JobQueue } from '../src/jobs/job-queue';
import { JobWorker } from '../src/jobs/job-worker';
import { OutboxDispatcher } from '../src/jobs/outbox-dispatcher';
import { RecurringJobs } from '../src/jobs/recurring-jobs';
import { LEASE_MS, SqlJobQueue } from '../src/jobs/sql-job-queue';
import { DatabaseState } from '../src/common/database-state';
import { OutboxSignal } from '../src/common/outbox-signal';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels } from './support/users';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/**
 * The durable job queue (jobs/): claims, leases, retries and recurring slots, driven by the test's clock (RUN_JOBS
 * is off in tests). "Another process" is a second DataSource on the same database with its own queue: on
 * PostgreSQL that is a real second pool of connections, so claims at once compete as two servers' would.
 */
describe.each(TEST_DATABASES)('the job queue on %s', (db) => {
  let t: TestApp;
  let data: DataSource;
  let queue: JobQueue;
  let kinds: JobKinds;
  let hostelId: number;
  /** A second "process": its own DataSource (PostgreSQL; SQLite's one in-memory database is the app's) and queue. */
  let other: { data: DataSource; queue: SqlJobQueue; transactions: Transactions };
  const ran: string[] = [];
  let failures = 0;

  beforeAll(async () => {
    t = await startTestApp(db);
    data = t.app.get(DataSource);
    queue = t.app.get(JobQueue);
    kinds = t.app.get(JobKinds);
    hostelId = (await seedTwoHostels(t)).hostelA.id;
    const second =
      db === 'postgres'
        ? await new DataSource({
            ...dataSourceOptions({
              databaseUrl: process.env.TEST_DATABASE_URL!,
              databaseSchema: (data.options as { schema: string }).schema,
              sqlitePath: '',
            }),
            // The app's entities, as its modules registered them.
            entities: data.options.entities,
          } as DataSourceOptions).initialize()
        : data;
    const transactions =
      second === data
        ? t.app.get(Transactions)
        : new Transactions(second, new DatabaseState(second), new OutboxSignal());
    other = { data: second, queue: new SqlJobQueue(second, transactions, t.app.get(Clock)), transactions };
    kinds.register<{ n: number }>({ name: 'test-ok', run: async ({ n }) => void ran.push(`ok ${n}`) });
    kinds.register({
      name: 'test-flaky',
      maxAttempts: 4,
      backoff: { baseMs: 10 * SECOND, maxMs: 30 * SECOND },
      run: () => Promise.reject(new Error(`The provider refused (try ${++failures})`)),
    });
  });
  afterAll(async () => {
    if (other.data !== data) await other.data.destroy();
    await t.close();
  });
  beforeEach(async () => {
    // Each case starts from an empty queue, an hour later (a fresh run slot).
    await data.manager.clear(Job);
    t.clock.advance(HOUR);
    ran.length = 0;
  });

  const job = (id: number) => data.manager.findOneByOrFail(Job, { id });
  const add = async (kind: string, payload: unknown = null) => {
    await queue.enqueue(kinds.job(kind, { payload }));
    return (await data.manager.findOneByOrFail(Job, { kind })).id;
  };
  const testKinds = ['test-ok', 'test-flaky'];

  it('runs a job whose worker died again once its lease has run out, and never while it holds', async () => {
    const id = await add('test-ok', { n: 1 });
    const dead = await queue.claim('worker-that-dies', testKinds);
    expect(dead).toMatchObject({ id, attempts: 1 });
    expect(await job(id)).toMatchObject({ state: 'running', lockedBy: 'worker-that-dies' });
    // Its process crashed: nothing completes it. Until the lease runs out nobody else may take it.
    t.clock.advance(LEASE_MS - SECOND);
    expect(await other.queue.claim('survivor', testKinds)).toBeNull();
    t.clock.advance(SECOND);
    const again = await other.queue.claim('survivor', testKinds);
    expect(again).toMatchObject({ id, attempts: 2, lockedBy: 'survivor' });
    await t.app.get(JobWorker).runOne(again!);
    expect(ran).toEqual(['ok 1']);
    expect(await job(id)).toMatchObject({ state: 'done', attempts: 2, lockedBy: null, lockedUntil: null });
    // The dead worker's late answer changes nothing.
    expect(await queue.complete(dead!)).toBe(false);
    expect(await queue.fail(dead!, 'late', SECOND)).toBe('lost');
    expect(await job(id)).toMatchObject({ state: 'done' });
  });

  it('gives up a job whose worker died on its last attempt, saying why', async () => {
    await queue.enqueue(kinds.job('test-ok', { payload: { n: 2 }, uniqueKey: 'last-try' }));
    const { id } = await data.manager.findOneByOrFail(Job, { uniqueKey: 'last-try' });
    await data.manager.update(Job, { id }, { maxAttempts: 1 });
    expect(await queue.claim('worker-that-dies', testKinds)).toMatchObject({ id, attempts: 1 });
    t.clock.advance(LEASE_MS);
    expect(await queue.claim('survivor', testKinds)).toBeNull();
    expect(await job(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('lease ran out'),
      finishedAt: t.clock.now(),
    });
    expect(ran).toEqual([]);
  });

  it('backs a failing job off exponentially and gives it up at its last attempt, keeping the reason', async () => {
    failures = 0;
    const id = await add('test-flaky');
    const worker = t.app.get(JobWorker);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const claimed = await queue.claim(worker.id, testKinds);
      expect(claimed).toMatchObject({ id, attempts: attempt });
      await worker.runOne(claimed!);
      const after = await job(id);
      expect(after.lastError).toBe(`The provider refused (try ${attempt})`);
      if (attempt === 4) break;
      expect(after.state).toBe('waiting');
      const wait = after.runAt.getTime() - t.clock.now().getTime();
      waits.push(wait);
      // Not a moment before its time.
      t.clock.advance(wait - SECOND);
      expect(await queue.claim(worker.id, testKinds)).toBeNull();
      t.clock.advance(SECOND);
    }
    // 10 s, then doubled, capped at 30 s.
    expect(waits).toEqual([10 * SECOND, 20 * SECOND, 30 * SECOND]);
    expect(await job(id)).toMatchObject({
      state: 'failed',
      attempts: 4,
      maxAttempts: 4,
      lastError: 'The provider refused (try 4)',
      finishedAt: t.clock.now(),
    });
    t.clock.advance(HOUR);
    expect(await queue.claim(worker.id, testKinds)).toBeNull();
    expect(failures).toBe(4);
  });

  it('lets two processes claiming at once run each job exactly once', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 30; n++) {
      await queue.enqueue(kinds.job('test-ok', { payload: { n }, uniqueKey: `race-${n}` }));
      ids.push((await data.manager.findOneByOrFail(Job, { uniqueKey: `race-${n}` })).id);
    }
    const claims = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        i % 2 ? queue.claim(`a-${i}`, testKinds) : other.queue.claim(`b-${i}`, testKinds),
      ),
    );
    const claimed = claims.filter((c): c is ClaimedJob => c !== null);
    expect(claimed.map((c) => c.id).sort((a, b) => a - b)).toEqual(ids);
    expect(claimed.every((c) => c.attempts === 1)).toBe(true);
    const rows = await data.manager.findBy(Job, { kind: 'test-ok' });
    expect(rows.every((r) => r.state === 'running' && r.attempts === 1)).toBe(true);
    // Both processes got work (PostgreSQL: the claims really ran at once and skipped each other's rows).
    expect(new Set(claimed.map((c) => c.lockedBy[0]))).toEqual(new Set(['a', 'b']));
  });

  it('enqueues a recurring slot once however many schedulers run at once, stay ends before rent billing', async () => {
    const schedulers = [queue, other.queue, queue, other.queue].map(
      (q) => new RecurringJobs(q, kinds, t.app.get(Clock)),
    );
    const added = await Promise.all([...schedulers, ...schedulers].map((s) => s.schedule()));
    const slot = t.clock.now().toISOString().slice(0, 13);
    const jobs = await data.manager.find(Job, { order: { kind: 'ASC' } });
    expect(jobs.map((j) => [j.kind, j.uniqueKey, j.afterKey])).toEqual([
      ['jobs-prune', `jobs-prune:${slot.slice(0, 10)}`, null],
      ['rent-billing', `rent-billing:${slot}`, `stay-ends:${slot}`],
      ['stay-ends', `stay-ends:${slot}`, null],
      ['subscription-invoices', `subscription-invoices:${slot}`, null],
    ]);
    expect(added.reduce((a, b) => a + b, 0)).toBe(4);
    // Rent billing waits while its slot's stay ends waits or runs, and comes next once it is over.
    const all = kinds.names();
    const claimed = [await queue.claim('w', all), await queue.claim('w', all), await queue.claim('w', all)];
    expect(claimed.map((c) => c?.kind).sort()).toEqual(['jobs-prune', 'stay-ends', 'subscription-invoices']);
    expect(await queue.claim('w', all)).toBeNull();
    const stays = claimed.find((c) => c?.kind === 'stay-ends')!;
    await queue.fail(stays, 'a resident could not leave', SECOND);
    t.clock.advance(SECOND - 1);
    expect(await queue.claim('w', all)).toBeNull();
    t.clock.advance(1);
    const retried = await queue.claim('w', all);
    expect(retried?.kind).toBe('stay-ends');
    await queue.complete(retried!);
    expect((await queue.claim('w', all))?.kind).toBe('rent-billing');
    // The next hour is another slot: scheduled once more.
    t.clock.advance(HOUR);
    expect(await schedulers[0].schedule()).toBe(3);
  });

  it('hands each outbox event to its consumers once, as jobs, however many dispatchers run at once', async () => {
    const refunded = (checkoutId: number, moveOutDate: string) =>
      t.app.get(Transactions).run((manager) =>
        t.app.get(Events).emit(manager, {
          kind: 'checkout.refunded',
          actor: null,
          subject: { type: 'student', id: 1, hostelId, label: 'Resident' },
          data: { studentId: 1, checkoutId, amountPaise: 100, method: 'cash', paidOn: '2026-11-20', moveOutDate },
        }),
      );
    const today = dateInIndia(t.clock.now());
    await refunded(501, '2027-01-15');
    await refunded(502, today);
    const dispatchers = [queue, other.queue].map(
      (q, i) =>
        new OutboxDispatcher(
          i ? other.transactions : t.app.get(Transactions),
          t.app.get(Outbox),
          q,
          kinds,
          t.app.get(Clock),
        ),
    );
    await Promise.all([...dispatchers, ...dispatchers].map((d) => d.dispatch()));
    const pending = await data.manager.countBy(OutboxRow, { dispatchedAt: IsNull() });
    expect(pending).toBe(0);
    const jobs = await data.manager.findBy(Job, { kind: 'stay-end' });
    // The move-out date still to come: a job at midnight of that day in India; the other stay ended with its refund.
    expect(jobs.map((j) => [j.runAt.toISOString(), (JSON.parse(j.payload) as { data: unknown }).data])).toEqual([
      [
        '2027-01-14T18:30:00.000Z',
        {
          studentId: 1,
          checkoutId: 501,
          amountPaise: 100,
          method: 'cash',
          paidOn: '2026-11-20',
          moveOutDate: '2027-01-15',
        },
      ],
    ]);
    expect(jobs[0].uniqueKey).toMatch(/^event:\d+:stay-end$/);
  });
});
