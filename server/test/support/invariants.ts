import { DataSource } from 'typeorm';
import type { TestApp } from './test-app';

/**
 * What must hold in every hostel whatever was sent: each room's counters equal its beds, a bed
 * with a resident is occupied and has that resident's current stay, and current stays are exactly
 * the residents' beds. Answers the broken rows, by rule; empty when all hold.
 */
export async function brokenInvariants(t: TestApp): Promise<Record<string, unknown[]>> {
  const db = t.app.get(DataSource);
  const checks: Record<string, string> = {
    'room counters equal its beds': `SELECT r.id FROM rooms r
      WHERE r.total_beds <> (SELECT COUNT(*) FROM beds b WHERE b.room_id = r.id)
         OR r.beds_occupied <> (SELECT COUNT(*) FROM beds b WHERE b.room_id = r.id AND b.is_occupied = true)
         OR r.availability <> CASE WHEN r.beds_occupied <= 0 THEN 'available' WHEN r.beds_occupied >= r.total_beds THEN 'not_available' ELSE 'partially_available' END`,
    'a bed with a resident is occupied':
      'SELECT b.id FROM beds b WHERE b.current_student_id IS NOT NULL AND b.is_occupied = false',
    'a bed with a resident has their current stay': `SELECT b.id FROM beds b WHERE b.current_student_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM stays s WHERE s.end_date IS NULL AND s.bed_id = b.id AND s.student_id = b.current_student_id)`,
    'a current stay is its bed’s resident': `SELECT s.id FROM stays s WHERE s.end_date IS NULL
      AND NOT EXISTS (SELECT 1 FROM beds b WHERE b.id = s.bed_id AND b.current_student_id = s.student_id)`,
    'a bed is in its room’s hostel':
      'SELECT b.id FROM beds b JOIN rooms r ON r.id = b.room_id WHERE b.hostel_id <> r.hostel_id',
  };
  const broken: Record<string, unknown[]> = {};
  for (const [rule, sql] of Object.entries(checks)) {
    const rows = (await db.query(sql)) as unknown[];
    if (rows.length) broken[rule] = rows;
  }
  return broken;
}
