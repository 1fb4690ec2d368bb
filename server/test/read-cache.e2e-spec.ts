import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { Transactions } from '../src/common/transactions';
import { DatabaseState } from '../src/database/database-state';
import { ReadCache } from '../src/database/read-cache';
import { startHostelApi } from './support/hostel-api';
import { TEST_DATABASES } from './support/test-app';

describe.each(TEST_DATABASES)('reads kept while the database holds the same rows, on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let data: DataSource;
  let transactions: Transactions;
  let state: DatabaseState;
  let hostelId: number;

  beforeAll(async () => {
    api = await startHostelApi(db);
    data = api.t.app.get(DataSource);
    transactions = api.t.app.get(Transactions);
    state = api.t.app.get(DatabaseState);
    hostelId = Number((await data.query('SELECT MIN(id) AS id FROM hostels'))[0].id);
  });
  afterAll(() => api.close());

  const rename = (manager: { query: DataSource['query'] }, name: string) =>
    manager.query(`UPDATE hostels SET name = '${name}' WHERE id = ${hostelId}`);
  /** A cache of the hostel's name, and how many times it read the database. */
  const nameCache = (size?: number) => {
    const reads: string[] = [];
    const cache = new ReadCache<string, { name: string }>(
      state,
      async (key) => {
        reads.push(key);
        const [row] = (await data.query(`SELECT name FROM hostels WHERE id = ${hostelId}`)) as { name: string }[];
        return { name: row.name };
      },
      { size },
    );
    return { cache, reads };
  };

  it('answers from memory while nothing is written, and reads again after any write', async () => {
    await rename(data, 'Green Nest');
    const { cache, reads } = nameCache();
    const first = await cache.read('name');
    expect(await cache.read('name')).toBe(first);
    expect(reads).toHaveLength(1);
    expect(await state.token()).toBe(await state.token());

    await transactions.run((manager) => rename(manager, 'Blue Nest'));
    expect(await cache.read('name')).toEqual({ name: 'Blue Nest' });
    expect(reads).toHaveLength(2);

    await expect(
      transactions.run(async (manager) => {
        await rename(manager, 'Taken Back');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await cache.read('name')).toEqual({ name: 'Blue Nest' });
    expect(cache.stats()).toEqual({ hits: 1, misses: reads.length });
  });

  it('keeps no read that a write overlapped, nor one made inside a transaction that is then rolled back', async () => {
    await rename(data, 'Green Nest');
    const { cache, reads } = nameCache();
    // Written while the read runs: it answers, but it is not kept.
    let overlappedReads = 0;
    const overlapped = new ReadCache<string, { name: string }>(state, async () => {
      overlappedReads++;
      const [row] = (await data.query(`SELECT name FROM hostels WHERE id = ${hostelId}`)) as { name: string }[];
      await rename(data, `Written Meanwhile ${overlappedReads}`);
      return { name: row.name };
    });
    expect(await overlapped.read('name')).toEqual({ name: 'Green Nest' });
    expect(await overlapped.read('name')).toEqual({ name: 'Written Meanwhile 1' });
    expect(overlappedReads).toBe(2);

    // Read inside a transaction that renames, then rolls back: on SQLite the read sees the uncommitted name.
    await rename(data, 'Green Nest');
    await expect(
      transactions.run(async (manager) => {
        await rename(manager, 'Never Committed');
        await cache.read('name');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await cache.read('name')).toEqual({ name: 'Green Nest' });
    expect(await cache.read('name')).toEqual({ name: 'Green Nest' });
    expect(reads.length).toBeLessThanOrEqual(2);
    const kept = reads.length;
    expect(await cache.read('name')).toEqual({ name: 'Green Nest' });
    expect(reads).toHaveLength(kept);
  });

  it('lets a test find a kept read that a fresh one no longer agrees with, and serves each answer as of now', async () => {
    let outside = 'first';
    const cache = new ReadCache<string, { value: string; servedAt?: number }>(state, async () => ({ value: outside }), {
      serve: (kept) => ({ ...kept, servedAt: api.t.clock.now().getTime() }),
    });
    const first = await cache.read('x');
    api.t.clock.advance(60_000);
    const again = await cache.read('x');
    expect(again).toEqual({ value: 'first', servedAt: first.servedAt! + 60_000 });
    expect(await cache.stale()).toEqual([]);
    // What the reader answers moved without a write to the database: the token cannot know, the check does.
    outside = 'second';
    expect(await cache.stale()).toEqual(['x']);
  });

  it('forgets the least recently used reads beyond its size', async () => {
    const { cache, reads } = nameCache(2);
    await cache.read('a');
    await cache.read('b');
    await cache.read('a');
    await cache.read('c');
    await cache.read('a');
    await cache.read('b');
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });

  if (db === 'postgres')
    it('reads again after a commit of another connection', async () => {
      await rename(data, 'Green Nest');
      const { cache, reads } = nameCache();
      await cache.read('name');
      const schema = (data.options as { schema?: string }).schema;
      const other = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      try {
        await other.query(`UPDATE ${schema}.hostels SET name = 'Elsewhere' WHERE id = ${hostelId}`);
      } finally {
        await other.end();
      }
      expect(await cache.read('name')).toEqual({ name: 'Elsewhere' });
      expect(reads).toHaveLength(2);
    });
});
