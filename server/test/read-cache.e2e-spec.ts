import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { Transactions } from '../src/common/transactions';
import { DatabaseState } from '../src/common/database-state';
import { ReadCache } from '../src/common/read-cache';
import { startHostelApi } from './support/hostel-api';
import { TEST_DATABASES } from './support/test-app';

/** A database state whose token moves only when a test says it wrote: what a cache does with each answer. */
class FakeState {
  writes = 0;
  caches: unknown[] = [];
  register(cache: unknown) {
    this.caches.push(cache);
  }
  token() {
    return Promise.resolve(`w${this.writes}`);
  }
  before() {
    return this.token();
  }
}

describe('ReadCache', () => {
  const counted = (state: FakeState, size?: number, during?: () => void) => {
    const reads: string[] = [];
    let outside = 'first';
    const cache = new ReadCache<string, { key: string; value: string }>(
      state as unknown as DatabaseState,
      async (key) => {
        reads.push(key);
        during?.();
        return { key, value: outside };
      },
      { size },
    );
    return { cache, reads, change: (value: string) => (outside = value) };
  };

  it('answers from memory while the token stays, and reads again once it moves', async () => {
    const state = new FakeState();
    const { cache, reads, change } = counted(state);
    const first = await cache.read('a');
    expect(await cache.read('a')).toBe(first);
    expect(reads).toEqual(['a']);
    change('second');
    state.writes++;
    expect(await cache.read('a')).toEqual({ key: 'a', value: 'second' });
    expect(cache.stats()).toEqual({ hits: 1, misses: 2 });
    expect(state.caches).toEqual([cache]);
  });

  it('keeps no read that a write overlapped', async () => {
    const state = new FakeState();
    const { cache, reads } = counted(state, undefined, () => state.writes++);
    await cache.read('a');
    await cache.read('a');
    expect(reads).toEqual(['a', 'a']);
  });

  it('forgets the least recently used reads beyond its size', async () => {
    const { cache, reads } = counted(new FakeState(), 2);
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.read(key);
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('lets a test find a kept read that a fresh one no longer agrees with, and serves each answer as of now', async () => {
    const state = new FakeState();
    let now = 1000;
    const { cache, change } = counted(state);
    const served = new ReadCache<string, { value: string; at?: number }>(
      state as unknown as DatabaseState,
      async () => ({ value: 'kept' }),
      { serve: (kept) => ({ ...kept, at: now }) },
    );
    expect(await served.read('x')).toEqual({ value: 'kept', at: 1000 });
    now = 2000;
    expect(await served.read('x')).toEqual({ value: 'kept', at: 2000 });
    expect(await served.stale()).toEqual([]);
    await cache.read('a');
    expect(await cache.stale()).toEqual([]);
    // What the reader answers moved without a write the token knows of: the check finds it.
    change('second');
    expect(await cache.stale()).toEqual(['a']);
  });
});

describe.each(TEST_DATABASES)('the database state token on %s', (db) => {
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
  const nameCache = () =>
    new ReadCache<string, { name: string }>(state, async () => {
      const [row] = (await data.query(`SELECT name FROM hostels WHERE id = ${hostelId}`)) as { name: string }[];
      return { name: row.name };
    });

  it('moves with every write: committed, rolled back, or outside a transaction', async () => {
    const before = await state.token();
    await transactions.run((manager) => rename(manager, 'Blue Nest'));
    const committed = await state.token();
    expect(committed).not.toBe(before);
    await expect(
      transactions.run(async (manager) => {
        await rename(manager, 'Taken Back');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rolledBack = await state.token();
    expect(rolledBack).not.toBe(committed);
    await rename(data, 'Green Nest');
    expect(await state.token()).not.toBe(rolledBack);
    // Only SQLite's is this database's alone: PostgreSQL's snapshot also moves with the other tests' databases.
    if (db === 'sqlite') expect(await state.token()).toBe(await state.token());
  });

  it('answers what was committed: a read inside a transaction that is then rolled back is not kept', async () => {
    await rename(data, 'Green Nest');
    const cache = nameCache();
    expect(await cache.read('name')).toEqual({ name: 'Green Nest' });
    // On SQLite a read inside the transaction sees its uncommitted name (one connection): there is no token then.
    await expect(
      transactions.run(async (manager) => {
        await rename(manager, 'Never Committed');
        if (db === 'sqlite') expect(await state.token()).toBeNull();
        await cache.read('name');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await cache.read('name')).toEqual({ name: 'Green Nest' });
    await transactions.run((manager) => rename(manager, 'Blue Nest'));
    expect(await cache.read('name')).toEqual({ name: 'Blue Nest' });
  });

  it('takes one token for the reads of a request that writes nothing, a fresh one after it writes', async () => {
    await rename(data, 'Green Nest');
    const cache = nameCache();
    // A quiet database, whose token moves only with this test's write.
    let writes = 0;
    const tokens = jest.spyOn(state, 'token').mockImplementation(() => Promise.resolve(`w${writes}`));
    try {
      const names = await new Promise<string[]>((done, fail) =>
        state.scope(null, null, () => {
          void (async () => {
            state.readOnlyRequest();
            const first = (await cache.read('name')).name;
            const again = (await cache.read('name')).name;
            // A query that writes after all: its later reads see the write.
            await transactions.run((manager) => rename(manager, 'Blue Nest'));
            writes++;
            const after = (await cache.read('name')).name;
            return [first, again, after];
          })().then(done, fail);
        }),
      );
      expect(names).toEqual(['Green Nest', 'Green Nest', 'Blue Nest']);
      // One token for the first read's before and the hit after it, one after the read, two for the read after the write.
      expect(tokens).toHaveBeenCalledTimes(4);
      expect(cache.stats()).toEqual({ hits: 1, misses: 2 });
    } finally {
      tokens.mockRestore();
    }
  });

  if (db === 'postgres')
    it('moves with a commit of another connection', async () => {
      const cache = nameCache();
      await cache.read('name');
      const before = await state.token();
      const schema = (data.options as { schema?: string }).schema;
      const other = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      try {
        await other.query(`UPDATE ${schema}.hostels SET name = 'Elsewhere' WHERE id = ${hostelId}`);
      } finally {
        await other.end();
      }
      expect(await state.token()).not.toBe(before);
      expect(await cache.read('name')).toEqual({ name: 'Elsewhere' });
    });
});
