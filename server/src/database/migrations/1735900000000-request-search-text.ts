import { MigrationInterface, QueryRunner } from 'typeorm';
import {
  createSqliteRequestSearch,
  REQUEST_SEARCH_TEXT,
  SQLITE_TRIGGERS as OLD_SQLITE_TRIGGERS,
} from './1735700000000-request-list-search';

/**
 * What a request is searched by, in one text: the resident's name, the request's text (both in lower case) and the
 * room number, apart by the unit separator (U+001F), which a search term never holds (`requestSearch`), so a term
 * matches within one of them and never across two.
 */
export function requestSearchTextSql(postgres: boolean, name: string, text: string, room: string): string {
  const separator = postgres ? 'chr(31)' : 'char(31)';
  return `lower(COALESCE(${name}, '')) || ${separator} || lower(${text}) || ${separator} || COALESCE(CAST(${room} AS ${
    postgres ? 'text' : 'TEXT'
  }), '')`;
}

/**
 * The request types when this migration was written, and the name of each one's trigram table on SQLite: frozen here,
 * as a migration is history. It first read them from the code (`@hostel-admin/rules`, `requests/`), so a type added
 * later changed what it did, and its down dropped a table its up never made.
 */
const REQUEST_TYPES_THEN = ['service', 'bed_room', 'food', 'others'] as const;
const requestSearchTable = (type: string) => `requests_search_${type}`;

const SQLITE_TRIGGERS = [
  'requests_search_text_insert',
  'requests_search_text_update',
  'students_requests_search_text',
  'requests_search_index',
  'requests_search_unindex',
];

/**
 * Issue 23, the request list's search at 100,000 residents (bench/daily-ops.mjs), after migration 1735700000000:
 * `requests.search_text` holds the resident's name beside the text and the room number (`requestSearchTextSql`), kept
 * by the database itself: set when a request is written, and again for each of a resident's requests when the
 * resident's name changes. A search reads one trigram index for all three, instead of finding the residents a term
 * names and then their requests (on PostgreSQL, about 2,000 ids for `priya`: 1.4 ms to plan and 2.9 ms to probe, each
 * search). On SQLite each type has its own trigram table (`requestSearchTable`; a request's type never changes), so a word common
 * in one type (`leak`, 16,000 service requests) is not read for a search among another's; on PostgreSQL each type
 * has a partial GIN index, beside one of every request's for a search of every type. The list's indexes carry the
 * search text (`listIndexes`).
 */
/**
 * The list's order with the search text in its entries, of one status and of all: a page walks an index in order and
 * checks each entry's search text without reading its row (`priya`, page 2 of service requests: 3.9 → 0.4 ms on SQLite,
 * 5.8 → 1.2 on PostgreSQL). On PostgreSQL the text is carried, not a key.
 */
async function listIndexes(queryRunner: QueryRunner, postgres: boolean): Promise<void> {
  const withText = (columns: string) => (postgres ? `(${columns}) INCLUDE (search_text)` : `(${columns}, search_text)`);
  await queryRunner.query('DROP INDEX idx_requests_list');
  await queryRunner.query('DROP INDEX idx_requests_hostel_type_raised');
  await queryRunner.query(
    `CREATE INDEX idx_requests_list ON requests ${withText('hostel_id, type, status, raised_at, id')}`,
  );
  await queryRunner.query(
    `CREATE INDEX idx_requests_type_list ON requests ${withText('hostel_id, type, raised_at, id')}`,
  );
}

export class RequestSearchText1735900000000 implements MigrationInterface {
  name = 'RequestSearchText1735900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    const q = (sql: string) => queryRunner.query(sql);
    const of = (name: string, prefix: string) =>
      requestSearchTextSql(postgres, name, `${prefix}text`, `${prefix}room_number`);
    await q('ALTER TABLE requests ADD COLUMN search_text text');
    await q(
      `UPDATE requests SET search_text = ${of('(SELECT s.name FROM students s WHERE s.id = requests.student_id)', 'requests.')}`,
    );
    if (postgres) {
      await q('ALTER TABLE requests ALTER COLUMN search_text SET NOT NULL');
      await q(`CREATE FUNCTION requests_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.search_text := ${of('(SELECT s.name FROM students s WHERE s.id = NEW.student_id)', 'NEW.')};
          RETURN NEW;
        END $$`);
      await q(`CREATE TRIGGER requests_search_text BEFORE INSERT OR UPDATE OF student_id, text, room_number ON requests
        FOR EACH ROW EXECUTE FUNCTION requests_search_text()`);
      await q(`CREATE FUNCTION students_requests_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE requests SET search_text = ${of('NEW.name', '')} WHERE student_id = NEW.id;
          RETURN NULL;
        END $$`);
      await q(`CREATE TRIGGER students_requests_search_text AFTER UPDATE OF name ON students
        FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION students_requests_search_text()`);
      const [{ schema }] = await q(
        "SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'",
      );
      await q('DROP INDEX idx_requests_search_trgm');
      await q(`CREATE INDEX idx_requests_search_text_trgm ON requests USING gin (search_text ${schema}.gin_trgm_ops)`);
      // One more per type, as SQLite's tables: a word common in one type is not read for a search among another's.
      for (const type of REQUEST_TYPES_THEN)
        await q(`CREATE INDEX idx_requests_search_${type} ON requests USING gin (search_text ${schema}.gin_trgm_ops)
          WHERE type = '${type}'`);
      await listIndexes(queryRunner, true);
      return;
    }
    await listIndexes(queryRunner, false);
    for (const trigger of OLD_SQLITE_TRIGGERS) await q(`DROP TRIGGER ${trigger}`);
    await q('DROP TABLE requests_search');
    for (const type of REQUEST_TYPES_THEN) {
      const table = requestSearchTable(type);
      await q(
        `CREATE VIRTUAL TABLE ${table} USING fts5(search_text, content='requests', content_rowid='id', tokenize='trigram')`,
      );
      await q(`INSERT INTO ${table} (rowid, search_text) SELECT id, search_text FROM requests WHERE type = '${type}'`);
    }
    const derive = (where: string, name = '(SELECT s.name FROM students s WHERE s.id = requests.student_id)') =>
      `UPDATE requests SET search_text = ${of(name, '')} WHERE ${where};`;
    await q(`CREATE TRIGGER requests_search_text_insert AFTER INSERT ON requests BEGIN ${derive('id = new.id')} END`);
    await q(`CREATE TRIGGER requests_search_text_update AFTER UPDATE OF student_id, text, room_number ON requests
      BEGIN ${derive('id = new.id')} END`);
    await q(`CREATE TRIGGER students_requests_search_text AFTER UPDATE OF name ON students
      WHEN old.name IS NOT new.name BEGIN ${derive('student_id = new.id', 'new.name')} END`);
    // Each type's table holds its requests' search text as it is: the old one out, the new one in.
    const unindex = REQUEST_TYPES_THEN.map(
      (type) =>
        `INSERT INTO ${requestSearchTable(type)} (${requestSearchTable(type)}, rowid, search_text)
         SELECT 'delete', old.id, old.search_text WHERE old.type = '${type}' AND old.search_text IS NOT NULL;`,
    ).join(' ');
    const index = REQUEST_TYPES_THEN.map(
      (type) =>
        `INSERT INTO ${requestSearchTable(type)} (rowid, search_text)
         SELECT new.id, new.search_text WHERE new.type = '${type}' AND new.search_text IS NOT NULL;`,
    ).join(' ');
    await q(`CREATE TRIGGER requests_search_index AFTER UPDATE OF search_text, type ON requests
      BEGIN ${unindex} ${index} END`);
    await q(`CREATE TRIGGER requests_search_unindex AFTER DELETE ON requests BEGIN ${unindex} END`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    const q = (sql: string) => queryRunner.query(sql);
    await q('DROP INDEX idx_requests_type_list');
    await q('DROP INDEX idx_requests_list');
    await q('CREATE INDEX idx_requests_list ON requests (hostel_id, type, status, raised_at, id)');
    await q('CREATE INDEX idx_requests_hostel_type_raised ON requests (hostel_id, type, raised_at)');
    if (postgres) {
      await q('DROP TRIGGER students_requests_search_text ON students');
      await q('DROP TRIGGER requests_search_text ON requests');
      await q('DROP FUNCTION students_requests_search_text()');
      await q('DROP FUNCTION requests_search_text()');
      await q('DROP INDEX idx_requests_search_text_trgm');
      for (const type of REQUEST_TYPES_THEN) await q(`DROP INDEX idx_requests_search_${type}`);
      const [{ schema }] = await q(
        "SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'",
      );
      await q(
        `CREATE INDEX idx_requests_search_trgm ON requests USING gin ((${REQUEST_SEARCH_TEXT}) ${schema}.gin_trgm_ops)`,
      );
      await q('ALTER TABLE requests DROP COLUMN search_text');
      return;
    }
    for (const trigger of SQLITE_TRIGGERS) await q(`DROP TRIGGER ${trigger}`);
    for (const type of REQUEST_TYPES_THEN) await q(`DROP TABLE ${requestSearchTable(type)}`);
    await q('ALTER TABLE requests DROP COLUMN search_text');
    await createSqliteRequestSearch(queryRunner);
  }
}
