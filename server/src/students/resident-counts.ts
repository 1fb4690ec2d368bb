import type { EntityManager } from 'typeorm';
import { countUpsert, moveCountAtEnd, moveHostelCount } from '../common/counts-at-end';

/**
 * `resident_counts`: each hostel's current (not archived) residents, moved in the transaction of every write that
 * adds or archives one (StudentRecords, StudentsService.insertMany), so the dashboard reads one row instead of
 * counting 100,000 (migration 1735800000000). Written at the transaction's end (`common/counts-at-end.ts`).
 * `test/support/invariants.ts` recounts it and `move_in_counts`.
 */
export function moveResidentCount(manager: EntityManager, hostelId: number, by: number): Promise<void> {
  return moveHostelCount(manager, 'resident_counts', hostelId, by);
}

/**
 * `move_in_counts`: residents (archived ones too) per month of their move-in date (migration 1735810000000), moved
 * with every resident added (`by` 1) and every corrected move-in date (-1 on the old month, 1 on the new), so the
 * dashboard's Student Chart reads six rows. Written at the transaction's end, as `resident_counts`.
 */
export async function moveInCounts(
  manager: EntityManager,
  hostelId: number,
  moves: readonly { moveInDate: string; by: number }[],
): Promise<void> {
  for (const { moveInDate, by } of moves) {
    const month = moveInDate.slice(0, 7);
    await moveCountAtEnd(
      manager,
      `move_in_counts:${hostelId}:${month}`,
      by,
      countUpsert(
        `INSERT INTO move_in_counts (hostel_id, month, residents) VALUES (:hostelId, :month, :by)
         ON CONFLICT (hostel_id, month) DO UPDATE SET residents = move_in_counts.residents + excluded.residents`,
        { hostelId, month },
      ),
    );
  }
}
