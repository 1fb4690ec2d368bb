import type { EntityManager } from 'typeorm';
import { moveCountAtEnd, writeCountsAtEnd } from './counts-at-end';

const managerIn = (transaction: boolean) =>
  ({ queryRunner: transaction ? { isTransactionActive: true } : undefined }) as unknown as EntityManager;

describe('counts moved at the end of the transaction', () => {
  it('writes nothing during the work, then each key once with its moves added up, in the order of the keys', async () => {
    const manager = managerIn(true);
    const written: string[] = [];
    const write = (key: string) => async (_: EntityManager, by: number) => void written.push(`${key} ${by}`);
    await moveCountAtEnd(manager, 'resident_counts:2', 1, write('resident_counts:2'));
    await moveCountAtEnd(manager, 'move_in_counts:2:2026-11', 1, write('move_in_counts:2:2026-11'));
    await moveCountAtEnd(manager, 'bed_counts:2', -3, write('bed_counts:2'));
    await moveCountAtEnd(manager, 'resident_counts:2', 1, write('resident_counts:2'));
    await moveCountAtEnd(manager, 'request_counts:2:service:pending', 1, write('pending'));
    await moveCountAtEnd(manager, 'request_counts:2:service:pending', -1, write('pending'));
    expect(written).toEqual([]);
    await writeCountsAtEnd(manager);
    expect(written).toEqual(['bed_counts:2 -3', 'move_in_counts:2:2026-11 1', 'resident_counts:2 2']);
    await writeCountsAtEnd(manager);
    expect(written).toHaveLength(3);
  });

  it('writes at once outside a transaction', async () => {
    const written: number[] = [];
    await moveCountAtEnd(managerIn(false), 'resident_counts:1', 5, async (_, by) => void written.push(by));
    expect(written).toEqual([5]);
  });
});
