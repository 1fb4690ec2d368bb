import { DataSource } from 'typeorm';
import { Activity } from '../src/events/activity.entity';
import { Job } from '../src/jobs/job.entity';
import { JobKinds } from '../src/jobs/job-kinds';
import { JobQueue } from '../src/jobs/job-queue';
import { JobWorker } from '../src/jobs/job-worker';
import { Student } from '../src/students/student.entity';
import { noticeToPayout } from './support/checkout-flow';
import { startHostelApi, Who } from './support/hostel-api';
import { atOnce, oneWins } from './support/race';
import { brokenInvariants, brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

const JOBS = `query ($state: JobState, $search: String) {
  jobs(state: $state, search: $search, pageSize: 100) {
    totalCount items { id kind uniqueKey state attempts maxAttempts lastError runAt lockedBy finishedAt }
  }
  jobCounts { waiting running done failed } }`;
const RETRY = `mutation ($id: ID!) { retryJob(id: $id) { id state attempts maxAttempts lastError runAt finishedAt } }`;
const REFUND = `mutation ($input: PayRefundInput!) { payRefund(input: $input) { checkout { status } } }`;

/** The queue through the API (a superadmin's view and retry) and its first event consumer, on the test clock. */
describe.each(TEST_DATABASES)('jobs through the API on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let worker: JobWorker;
  let keys = 0;
  const key = () => `jobs-${db}-${++keys}`;
  let outages = 1;

  beforeAll(async () => {
    api = await startHostelApi(db);
    worker = api.t.app.get(JobWorker);
    // Down the first time it is tried, then back.
    api.t.app.get(JobKinds).register({
      name: 'test-gateway',
      maxAttempts: 1,
      run: () => (outages-- > 0 ? Promise.reject(new Error('SMS gateway down')) : Promise.resolve()),
    });
  });
  afterAll(() => api.close());
  afterEach(async () => {
    expect(await brokenInvariants(api.t)).toEqual({});
    expect(await brokenMoneyInvariants(api.t)).toEqual({});
  });

  it('shows the queue to a superadmin only, failed jobs with their reason, and retries a failed job now', async () => {
    await api.t.app.get(JobQueue).enqueue(api.t.app.get(JobKinds).job('test-gateway', { uniqueKey: 'gateway-1' }));
    await worker.runDue();
    for (const who of ['adminA', 'wardenA', 'staffA', 'tenantA', 'adminB', null] as (Who | null)[]) {
      const code = who ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      expect(api.errorOf(await api.ask(JOBS, {}, who))?.extensions.code).toBe(code);
      expect(api.errorOf(await api.ask(RETRY, { id: '1' }, who))?.extensions.code).toBe(code);
    }

    const view = await api.ask(JOBS, { state: 'failed' }, 'superadmin');
    expect(api.errorOf(view)).toBeUndefined();
    const { jobs, jobCounts } = view.body.data;
    expect(jobs.items).toEqual([
      expect.objectContaining({
        kind: 'test-gateway',
        uniqueKey: 'gateway-1',
        state: 'failed',
        attempts: 1,
        maxAttempts: 1,
        lastError: 'SMS gateway down',
        lockedBy: null,
      }),
    ]);
    expect(jobCounts.failed).toBe(1);
    // The round also scheduled this hour's recurring jobs and ran them.
    const done = (await api.ask(JOBS, { state: 'done', search: 'RENT-billing' }, 'superadmin')).body.data.jobs;
    expect(done.items.map((j: { uniqueKey: string }) => j.uniqueKey)).toEqual(['rent-billing:2026-11-20T06']);

    const id = jobs.items[0].id;
    const retried = await api.ask(RETRY, { id }, 'superadmin');
    expect(api.errorOf(retried)).toBeUndefined();
    expect(retried.body.data.retryJob).toEqual({
      id,
      state: 'waiting',
      attempts: 0,
      maxAttempts: 1,
      lastError: 'SMS gateway down',
      runAt: api.t.clock.now().toISOString(),
      finishedAt: null,
    });
    const again = api.errorOf(await api.ask(RETRY, { id }, 'superadmin'));
    expect(again?.extensions.code).toBe('CONFLICT');
    expect(again?.message).toBe('Only a failed job can be retried; this one is waiting.');
    expect(api.errorOf(await api.ask(RETRY, { id: '99999' }, 'superadmin'))?.extensions.code).toBe('NOT_FOUND');
    expect(api.errorOf(await api.ask(RETRY, { id: 'x' }, 'superadmin'))?.extensions.code).toBe('BAD_USER_INPUT');

    expect(await worker.runDue()).toBe(1);
    const after = (await api.ask(JOBS, { search: 'gateway' }, 'superadmin')).body.data;
    expect(after.jobs.items).toEqual([expect.objectContaining({ id, state: 'done', attempts: 1 })]);
    expect(after.jobCounts.failed).toBe(0);
  });

  it('retries a failed job once when ten retries arrive at once', async () => {
    outages = 1;
    await api.t.app.get(JobQueue).enqueue(api.t.app.get(JobKinds).job('test-gateway', { uniqueKey: 'gateway-race' }));
    await worker.runDue();
    const failed = (await api.ask(JOBS, { state: 'failed', search: 'gateway-race' }, 'superadmin')).body.data.jobs;
    expect(failed.items).toHaveLength(1);
    const { id } = failed.items[0];

    const { outcomes } = await atOnce(() => api.ask(RETRY, { id }, 'superadmin'));
    expect(outcomes).toEqual(oneWins('Only a failed job can be retried; this one is waiting.'));
    const rows = await api.t.app.get(DataSource).getRepository(Job).findBy({ uniqueKey: 'gateway-race' });
    expect(rows.map((job) => ({ state: job.state, attempts: job.attempts }))).toEqual([
      { state: 'waiting', attempts: 0 },
    ]);
    expect(await worker.runDue()).toBe(1);
  });

  it("ends a stay at midnight of its move-out date by the refund's event, through the queue", async () => {
    const room = await api.newRoom('adminA', 1);
    const { student } = await api.checkIn(room, 0, 'wardenA', { name: 'Tara Das', moveInDate: '2026-10-20' });
    const { moveOutDate } = await noticeToPayout(api, student.id, '2026-11-20', REFUND, key);
    expect(moveOutDate).toBe('2026-12-20');
    const data = api.t.app.get(DataSource).manager;
    const archived = async () => (await data.findOneByOrFail(Student, { id: Number(student.id) })).archivedAt !== null;

    await worker.runDue();
    const [job] = await data.findBy(Job, { kind: 'stay-end' });
    expect(job).toMatchObject({ state: 'waiting', runAt: new Date('2026-12-19T18:30:00.000Z') });

    // A second before midnight in India (the hourly sweep runs too, and finds nothing to end yet).
    const midnight = new Date('2026-12-19T18:30:00.000Z').getTime();
    api.t.clock.advance(midnight - 1000 - api.t.clock.now().getTime());
    await worker.runDue();
    expect(await archived()).toBe(false);
    api.t.clock.advance(1000);
    expect(await worker.runDue()).toBe(1);
    expect(await archived()).toBe(true);
    expect(await data.findOneByOrFail(Job, { id: job.id })).toMatchObject({ state: 'done', attempts: 1 });
    const log = await data.findBy(Activity, { subjectId: Number(student.id), action: 'student.archived' });
    expect(log.map((a) => [a.actorUserId, a.detail])).toEqual([
      [null, 'The stay ended on the move-out date, 20 Dec 2026 (refund paid); the bed is free'],
    ]);
  });
});
