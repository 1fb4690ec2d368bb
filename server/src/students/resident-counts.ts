import type { EntityManager } from 'typeorm';

/**
 * `resident_counts`: each hostel's current (not archived) residents, moved in the transaction of every write that
 * adds or archives one (StudentRecords, StudentsService.insertMany), so the dashboard reads one row instead of
 * counting 100,000 (migration 1735800000000). `test/support/invariants.ts` recounts it.
 */
export async function moveResidentCount(manager: EntityManager, hostelId: number, by: number): Promise<void> {
  if (!by) return;
  const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
    `INSERT INTO resident_counts (hostel_id, current_residents) VALUES (:hostelId, :by)
     ON CONFLICT (hostel_id) DO UPDATE SET current_residents = resident_counts.current_residents + excluded.current_residents`,
    { hostelId, by },
  );
  await manager.query(sql, values);
}
