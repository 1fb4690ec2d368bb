import { DataSource } from 'typeorm';
import type { RequestCaller } from '../common/caller';
import { AppError } from '../common/errors';
import { Transactions } from '../common/transactions';
import { caller } from '../../test/support/students';
import { startTestApp, TEST_DATABASES, TestApp } from '../../test/support/test-app';
import { seedTwoHostels } from '../../test/support/users';
import { IdempotencyKey } from './idempotency-key.entity';
import { canonicalJson, IdempotencyKeys, Submit } from './idempotency-keys.service';

describe('canonicalJson', () => {
  it('writes the same text whatever order the keys were in, and leaves out undefined', () => {
    expect(canonicalJson({ b: [2, 1], a: { d: null, c: 'x', e: undefined } })).toBe(
      canonicalJson({ a: { c: 'x', d: null }, b: [2, 1] }),
    );
    expect(canonicalJson({ b: [2, 1] })).not.toBe(canonicalJson({ b: [1, 2] }));
  });
});

describe.each(TEST_DATABASES)('IdempotencyKeys on %s', (database) => {
  let t: TestApp;
  let submits: IdempotencyKeys;
  let tx: Transactions;
  let admin: RequestCaller;
  let otherHostel: RequestCaller;
  let keys = 0;

  beforeAll(async () => {
    t = await startTestApp(database);
    const seed = await seedTwoHostels(t);
    // Ids as seedTwoHostels makes them: adminA 2, adminB 6.
    admin = caller(seed.hostelA.id, 'admin', 2);
    otherHostel = caller(seed.hostelB.id, 'admin', 6);
    submits = t.app.get(IdempotencyKeys);
    tx = t.app.get(Transactions);
  });
  afterAll(() => t.close());

  const submit = (request: unknown, key = `spec-key-${keys}`): Submit => ({ operation: 'addCharges', key, request });
  const once = <T>(s: Submit, work: () => Promise<T>, by = admin) =>
    tx.run((manager) => submits.once(manager, by, s, work));
  const rows = (key: string) => t.app.get(DataSource).manager.countBy(IdempotencyKey, { key });

  it('does the work once and answers the stored answer to the same request again', async () => {
    keys++;
    const work = jest.fn(async () => ({ count: 2, studentIds: [5, 3] }));
    expect(await once(submit({ ids: [3, 5], amountPaise: 100 }), work)).toEqual({ count: 2, studentIds: [5, 3] });
    expect(await once(submit({ amountPaise: 100, ids: [3, 5] }), work)).toEqual({ count: 2, studentIds: [5, 3] });
    expect(work).toHaveBeenCalledTimes(1);
    expect(await rows(`spec-key-${keys}`)).toBe(1);
  });

  it('refuses the key with another request, naming idempotencyKey', async () => {
    keys++;
    await once(submit({ amountPaise: 100 }), async () => 1);
    const work = jest.fn(async () => 2);
    const refused = await once(submit({ amountPaise: 200 }), work).catch((error: AppError) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('CONFLICT');
    expect((refused as AppError).fields).toEqual([{ field: 'idempotencyKey', message: expect.any(String) }]);
    expect(work).not.toHaveBeenCalled();
  });

  it('keeps no key when the work fails, so a retry does it', async () => {
    keys++;
    await expect(once(submit({ amountPaise: 100 }), () => Promise.reject(new Error('refused')))).rejects.toThrow();
    expect(await rows(`spec-key-${keys}`)).toBe(0);
    expect(await once(submit({ amountPaise: 100 }), async () => 'done')).toBe('done');
  });

  it("keeps each hostel's keys apart", async () => {
    keys++;
    expect(await once(submit({ amountPaise: 100 }), async () => 'A')).toBe('A');
    expect(await once(submit({ amountPaise: 300 }), async () => 'B', otherHostel)).toBe('B');
    expect(await rows(`spec-key-${keys}`)).toBe(2);
  });
});
