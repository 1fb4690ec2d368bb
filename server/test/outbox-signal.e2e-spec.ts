import { OutboxSignal } from '../src/common/outbox-signal';
import { Transactions } from '../src/common/transactions';
import { Events } from '../src/events/events.service';
import { JobWorker } from '../src/jobs/job-worker';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels } from './support/users';

/**
 * A committed outbox row wakes this process's worker at once (common/outbox-signal.ts): the bell, SMS and webhooks
 * run right after the change instead of at the next poll. Only a commit that wrote an event signals.
 */
describe.each(TEST_DATABASES)('the outbox signal on %s', (db) => {
  let t: TestApp;
  let hostelId: number;
  const emitted = (manager: Parameters<Parameters<Transactions['run']>[0]>[0]) =>
    t.app.get(Events).emit(manager, {
      kind: 'room.created',
      actor: null,
      subject: { type: 'room', id: 1, hostelId, label: 'Room 1' },
      data: { roomId: 1, roomNumber: 1 },
    });

  beforeAll(async () => {
    t = await startTestApp(db);
    hostelId = (await seedTwoHostels(t)).hostelA.id;
  }, 120_000);
  afterAll(() => t.close());

  it('signals after a commit that wrote an event, never for a rollback or a transaction without one', async () => {
    const signals: string[] = [];
    const stop = t.app.get(OutboxSignal).listen(() => signals.push('signal'));
    const transactions = t.app.get(Transactions);
    try {
      await transactions.run(async () => undefined);
      expect(signals).toEqual([]);
      await expect(
        transactions.run(async (manager) => {
          await emitted(manager);
          expect(signals).toEqual([]); // not before the commit
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(signals).toEqual([]);
      await transactions.run(async (manager) => {
        await emitted(manager);
        await emitted(manager);
      });
      expect(signals).toEqual(['signal']);
    } finally {
      stop();
    }
  });

  it('wakes a running worker for a round after the commit, and no more once it stops', async () => {
    const worker = t.app.get(JobWorker);
    const rounds = jest.spyOn(worker, 'runDue');
    await worker.start();
    try {
      const before = rounds.mock.calls.length;
      await t.app.get(Transactions).run(emitted);
      await new Promise((resolve) => setImmediate(resolve));
      await worker.runDue();
      expect(rounds.mock.calls.length).toBeGreaterThan(before + 1);
    } finally {
      await worker.onModuleDestroy();
    }
    const stopped = rounds.mock.calls.length;
    await t.app.get(Transactions).run(emitted);
    await new Promise((resolve) => setImmediate(resolve));
    expect(rounds.mock.calls.length).toBe(stopped);
    rounds.mockRestore();
  });
});
