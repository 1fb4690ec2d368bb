import { MigrationInterface, QueryRunner } from 'typeorm';

/** The month (YYYY-MM) of `students.move_in_date`, a date. */
export function moveInMonthSql(postgres: boolean): string {
  return postgres ? "to_char(move_in_date, 'YYYY-MM')" : 'substr(move_in_date, 1, 7)';
}

/**
 * Issue 23, after migration 1735800000000: the rest of the dashboard's figures kept beside the rows, so none of its
 * reads grows with the hostel (bench/daily-ops.mjs: total beds summed 20,000 rooms, move-ins counted six ranges of
 * 100,000 residents, 3 ms each on PostgreSQL):
 *
 * - `bed_counts`: the hostel's beds, by `housing/` (RoomCounters, with each room's own counters; deleteRoom).
 * - `move_in_counts`: residents (archived ones too) per month of their move-in date, by `students/`
 *   (StudentRecords.insert and a corrected move-in date in update, StudentsService.insertMany).
 *
 * Both are filled here from the rows as they are.
 */
export class DashboardCounts1735810000000 implements MigrationInterface {
  name = 'DashboardCounts1735810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const month = moveInMonthSql(queryRunner.connection.options.type === 'postgres');
    await queryRunner.query(
      `CREATE TABLE bed_counts (
         hostel_id integer PRIMARY KEY REFERENCES hostels (id) ON DELETE CASCADE,
         beds integer NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE move_in_counts (
         hostel_id integer NOT NULL REFERENCES hostels (id) ON DELETE CASCADE,
         month varchar(7) NOT NULL,
         residents integer NOT NULL,
         PRIMARY KEY (hostel_id, month))`,
    );
    await queryRunner.query(
      'INSERT INTO bed_counts (hostel_id, beds) SELECT hostel_id, COUNT(*) FROM beds GROUP BY hostel_id',
    );
    await queryRunner.query(
      `INSERT INTO move_in_counts (hostel_id, month, residents)
       SELECT hostel_id, ${month}, COUNT(*) FROM students GROUP BY hostel_id, ${month}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE move_in_counts');
    await queryRunner.query('DROP TABLE bed_counts');
  }
}
