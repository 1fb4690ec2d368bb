import { MigrationInterface, QueryRunner } from 'typeorm';

/** The month in India (YYYY-MM, UTC+5:30 all year) of `requests.raised_at`, as `RequestCounts` writes it. */
export function raisedMonthSql(postgres: boolean): string {
  return postgres
    ? "to_char(raised_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')"
    : "strftime('%Y-%m', raised_at, '+330 minutes')";
}

/**
 * Issue 23: counts that do not grow with the hostel (bench/daily-ops.mjs). The dashboard counted 100,000 current
 * residents and the request list 100,000 requests of a status on every read; these tables keep the counts beside
 * the rows, moved in the writers' transactions (as `rent_month_totals` is by the ledger's MonthProjection):
 *
 * - `resident_counts`: the hostel's current (not archived) residents, by `students/` (StudentRecords, and
 *   StudentsService.insertMany for the demo).
 * - `request_counts`: the hostel's requests per type and status, and `request_month_counts`: per month raised (in
 *   India), by `requests/` (RequestsService through RequestCounts).
 *
 * Both are filled here from the rows as they are.
 */
export class HostelCounts1735800000000 implements MigrationInterface {
  name = 'HostelCounts1735800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.query(
      `CREATE TABLE resident_counts (
         hostel_id integer PRIMARY KEY REFERENCES hostels (id) ON DELETE CASCADE,
         current_residents integer NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE request_counts (
         hostel_id integer NOT NULL REFERENCES hostels (id) ON DELETE CASCADE,
         type varchar(10) NOT NULL,
         status varchar(10) NOT NULL,
         requests integer NOT NULL,
         PRIMARY KEY (hostel_id, type, status))`,
    );
    await queryRunner.query(
      `CREATE TABLE request_month_counts (
         hostel_id integer NOT NULL REFERENCES hostels (id) ON DELETE CASCADE,
         month varchar(7) NOT NULL,
         requests integer NOT NULL,
         PRIMARY KEY (hostel_id, month))`,
    );
    await queryRunner.query(
      `INSERT INTO resident_counts (hostel_id, current_residents)
       SELECT hostel_id, COUNT(*) FROM students WHERE archived_at IS NULL GROUP BY hostel_id`,
    );
    await queryRunner.query(
      `INSERT INTO request_counts (hostel_id, type, status, requests)
       SELECT hostel_id, type, status, COUNT(*) FROM requests GROUP BY hostel_id, type, status`,
    );
    await queryRunner.query(
      `INSERT INTO request_month_counts (hostel_id, month, requests)
       SELECT hostel_id, ${raisedMonthSql(postgres)}, COUNT(*) FROM requests GROUP BY hostel_id, ${raisedMonthSql(postgres)}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE request_month_counts');
    await queryRunner.query('DROP TABLE request_counts');
    await queryRunner.query('DROP TABLE resident_counts');
  }
}
