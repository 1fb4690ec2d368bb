import { MigrationInterface, QueryRunner } from 'typeorm';
import { requestSearchTextSql } from './1735900000000-request-search-text';

/** The request types when this migration was written (history: never the live list). */
const REQUEST_TYPES_THEN = ['service', 'bed_room', 'food', 'others'] as const;

const table = (type: string) => `requests_search_${type}`;
const indexTrigger = (type: string) => `requests_search_${type}_index`;
const unindexTrigger = (type: string) => `requests_search_${type}_unindex`;

/** SQLite: one type's trigram table kept by two triggers of its own (the app makes the same for a type added later). */
async function typeTriggers(queryRunner: QueryRunner, type: string): Promise<void> {
  const out = `INSERT INTO ${table(type)} (${table(type)}, rowid, search_text)
    SELECT 'delete', old.id, old.search_text WHERE old.type = '${type}' AND old.search_text IS NOT NULL;`;
  const into = `INSERT INTO ${table(type)} (rowid, search_text)
    SELECT new.id, new.search_text WHERE new.type = '${type}' AND new.search_text IS NOT NULL;`;
  await queryRunner.query(`CREATE TRIGGER ${indexTrigger(type)} AFTER UPDATE OF search_text, type ON requests
    WHEN old.type = '${type}' OR new.type = '${type}' BEGIN ${out} ${into} END`);
  await queryRunner.query(
    `CREATE TRIGGER ${unindexTrigger(type)} AFTER DELETE ON requests WHEN old.type = '${type}' BEGIN ${out} END`,
  );
}

/**
 * The requests' search text kept by their owner alone, and the per-type trigram structures no longer tied to one list.
 *
 * - The trigger on `students` that wrote each of a resident's requests' search text when the resident's name changed
 *   (migration 1735900000000) goes: one owner wrote another's table. The students' writer tells requests/ of a rename
 *   in its own transaction (`StudentRecords.update` → `RequestSearchText.residentRenamed`), so a search right after
 *   the rename commits finds the new name. The requests' own triggers still derive a request's text when it is written.
 * - SQLite: the two triggers that kept every type's trigram table, each listing every type, become two per type, each
 *   keeping its own table only, for the types of this migration's day. A type added to the code later gets its table
 *   and triggers from the app when it starts (`RequestSearchStructures`), as PostgreSQL gets its partial index, without
 *   touching another type's: no migration reads the live list of types (1735900000000 did until this one froze it).
 *
 * Down puts back 1735900000000's shape for its types: the structures of any type the app added since are dropped.
 */
export class RequestSearchByOwner1736000000000 implements MigrationInterface {
  name = 'RequestSearchByOwner1736000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    if (queryRunner.connection.options.type === 'postgres') {
      await q('DROP TRIGGER students_requests_search_text ON students');
      await q('DROP FUNCTION students_requests_search_text()');
      return;
    }
    await q('DROP TRIGGER students_requests_search_text');
    await q('DROP TRIGGER requests_search_index');
    await q('DROP TRIGGER requests_search_unindex');
    for (const type of REQUEST_TYPES_THEN) await typeTriggers(queryRunner, type);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    const known = new Set<string>(REQUEST_TYPES_THEN);
    if (queryRunner.connection.options.type === 'postgres') {
      const rows: { name: string }[] = await q(
        `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'requests'
           AND indexname LIKE 'idx\\_requests\\_search\\_%' AND indexdef LIKE '%WHERE%'`,
      );
      for (const { name } of rows)
        if (!known.has(name.slice('idx_requests_search_'.length))) await q(`DROP INDEX ${name}`);
      await q(`CREATE FUNCTION students_requests_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE requests SET search_text = ${requestSearchTextSql(true, 'NEW.name', 'text', 'room_number')}
            WHERE student_id = NEW.id;
          RETURN NULL;
        END $$`);
      await q(`CREATE TRIGGER students_requests_search_text AFTER UPDATE OF name ON students
        FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION students_requests_search_text()`);
      return;
    }
    const triggers: { name: string }[] = await q(
      `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'requests'
         AND (name LIKE 'requests\\_search\\_%\\_index' ESCAPE '\\' OR name LIKE 'requests\\_search\\_%\\_unindex' ESCAPE '\\')`,
    );
    for (const { name } of triggers) await q(`DROP TRIGGER ${name}`);
    const tables: { name: string }[] = await q(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'requests\\_search\\_%' ESCAPE '\\'
         AND sql LIKE 'CREATE VIRTUAL TABLE%'`,
    );
    for (const { name } of tables) if (!known.has(name.slice('requests_search_'.length))) await q(`DROP TABLE ${name}`);
    // 1735900000000's two triggers, each over every type of its day.
    const out = REQUEST_TYPES_THEN.map(
      (type) =>
        `INSERT INTO ${table(type)} (${table(type)}, rowid, search_text)
         SELECT 'delete', old.id, old.search_text WHERE old.type = '${type}' AND old.search_text IS NOT NULL;`,
    ).join(' ');
    const into = REQUEST_TYPES_THEN.map(
      (type) =>
        `INSERT INTO ${table(type)} (rowid, search_text)
         SELECT new.id, new.search_text WHERE new.type = '${type}' AND new.search_text IS NOT NULL;`,
    ).join(' ');
    await q(
      `CREATE TRIGGER requests_search_index AFTER UPDATE OF search_text, type ON requests BEGIN ${out} ${into} END`,
    );
    await q(`CREATE TRIGGER requests_search_unindex AFTER DELETE ON requests BEGIN ${out} END`);
    await q(`CREATE TRIGGER students_requests_search_text AFTER UPDATE OF name ON students
      WHEN old.name IS NOT new.name BEGIN
        UPDATE requests SET search_text = ${requestSearchTextSql(false, 'new.name', 'text', 'room_number')}
        WHERE student_id = new.id;
      END`);
  }
}
