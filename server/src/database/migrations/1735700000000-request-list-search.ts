import { MigrationInterface, QueryRunner } from 'typeorm';

/** What the request search's trigram index holds on PostgreSQL: the text in lower case and the room number. */
export const REQUEST_SEARCH_TEXT = "lower(text) || '|' || COALESCE(CAST(room_number AS text), '')";

export const SQLITE_TRIGGERS = ['requests_search_insert', 'requests_search_delete', 'requests_search_update'];

/** SQLite's trigram table of every request's text and room number, kept by triggers (until migration 1735900000000). */
export async function createSqliteRequestSearch(queryRunner: QueryRunner): Promise<void> {
  const add = 'INSERT INTO requests_search (rowid, text, room_number) VALUES (new.id, new.text, new.room_number);';
  const remove =
    "INSERT INTO requests_search (requests_search, rowid, text, room_number) VALUES ('delete', old.id, old.text, old.room_number);";
  await queryRunner.query(
    "CREATE VIRTUAL TABLE requests_search USING fts5(text, room_number, content='requests', content_rowid='id', tokenize='trigram')",
  );
  await queryRunner.query(`CREATE TRIGGER requests_search_insert AFTER INSERT ON requests BEGIN ${add} END`);
  await queryRunner.query(`CREATE TRIGGER requests_search_delete AFTER DELETE ON requests BEGIN ${remove} END`);
  await queryRunner.query(
    `CREATE TRIGGER requests_search_update AFTER UPDATE OF text, room_number ON requests BEGIN ${remove} ${add} END`,
  );
  await queryRunner.query("INSERT INTO requests_search (requests_search) VALUES ('rebuild')");
}

/**
 * Issue 23: the request list and the dashboard at 100,000 residents (bench/daily-ops.mjs).
 *
 * - The list's filters in its order, `(hostel, type, status, raised at, id)`: a page of one status walks it and
 *   stops when full, and the dashboard's newest open requests read only the open ones.
 * - `(hostel, raised at)`: the requests raised this month, counted without reading the year.
 * - `students (hostel, move-in date)`: the dashboard's move-ins of six months (archived residents too, so not the
 *   list's partial sort index); `students (hostel, archived at)`: its count of current residents reads 100,000 entries
 *   of a few bytes instead of the search index's, which carry the search text.
 * - A trigram index of the request's text and room number, for a search to start from its matches: an FTS5 `trigram`
 *   table kept by triggers on SQLite (change `requests` with plain SQL from now on: queryRunner.addColumn() would
 *   rebuild the table there and lose them), `pg_trgm` GIN on the expression REQUEST_SEARCH_TEXT on PostgreSQL. The
 *   residents' names are found through the students' own search index (migration 1732200000000).
 */
export class RequestListSearch1735700000000 implements MigrationInterface {
  name = 'RequestListSearch1735700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.query('CREATE INDEX idx_requests_list ON requests (hostel_id, type, status, raised_at, id)');
    await queryRunner.query('CREATE INDEX idx_requests_hostel_raised ON requests (hostel_id, raised_at)');
    await queryRunner.query('CREATE INDEX idx_students_move_in ON students (hostel_id, move_in_date)');
    await queryRunner.query('CREATE INDEX idx_students_current ON students (hostel_id, archived_at)');
    if (postgres) {
      const [{ schema }] = await queryRunner.query(
        "SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'",
      );
      await queryRunner.query(
        `CREATE INDEX idx_requests_search_trgm ON requests USING gin ((${REQUEST_SEARCH_TEXT}) ${schema}.gin_trgm_ops)`,
      );
    } else {
      await createSqliteRequestSearch(queryRunner);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    if (postgres) {
      await queryRunner.query('DROP INDEX idx_requests_search_trgm');
    } else {
      for (const trigger of SQLITE_TRIGGERS) await queryRunner.query(`DROP TRIGGER ${trigger}`);
      await queryRunner.query('DROP TABLE requests_search');
    }
    for (const name of [
      'idx_students_current',
      'idx_students_move_in',
      'idx_requests_hostel_raised',
      'idx_requests_list',
    ])
      await queryRunner.query(`DROP INDEX ${name}`);
  }
}
