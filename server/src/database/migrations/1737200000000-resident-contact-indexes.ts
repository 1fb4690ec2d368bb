import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37: a check-in (and a resident's edit) asks whether a current resident of the hostel has the phone, and which
 * ones have the e-mail (`StudentRecords.currentIdsWithPhone`, `currentNamesWithEmail`). With only
 * `idx_students_current (hostel_id, archived_at)` and the list's partial sort indexes, SQLite's planner (no ANALYZE
 * statistics) read every current resident of the hostel through `idx_students_current` for the e-mail: 35 ms a
 * check-in at 100,000 residents, and every check-in waits for the ones before it (bench/checkin-load.mjs).
 *
 * Both indexes begin with `idx_students_current`'s columns and add the one the check compares, so no planner can
 * prefer the shorter one; `idx_students_current` goes, as either serves its prefix.
 */
export class ResidentContactIndexes1737200000000 implements MigrationInterface {
  name = 'ResidentContactIndexes1737200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX idx_students_current_phone ON students (hostel_id, archived_at, phone)');
    await queryRunner.query(
      'CREATE INDEX idx_students_current_email ON students (hostel_id, archived_at, lower(email))',
    );
    await queryRunner.query('DROP INDEX idx_students_current');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX idx_students_current ON students (hostel_id, archived_at)');
    await queryRunner.query('DROP INDEX idx_students_current_email');
    await queryRunner.query('DROP INDEX idx_students_current_phone');
  }
}
