import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { columnsFor } from './column-types';

/** What the resident search matches: name, e-mail and phone in lower case. The database derives it on every write. */
const SEARCH_TEXT = "lower(name || '|' || email || '|' || phone)";

const SQLITE_TRIGGERS = [
  'students_search_text_insert',
  'students_search_text_update',
  'students_search_insert',
  'students_search_delete',
  'students_search_update',
];

/** One index per sortable column of the resident list: the hostel's current residents in that order. */
const SORT_INDEXES: Record<string, string> = {
  idx_students_sort_name: 'lower(name)',
  idx_students_sort_email: 'lower(email)',
  idx_students_sort_phone: 'phone',
  idx_students_sort_move_in: 'move_in_date',
};

/**
 * Issue 3: fast resident search and sort, and profile photos.
 *
 * The database keeps students.search_text itself, so no write path has to: a stored generated column
 * on PostgreSQL, a column set by triggers on SQLite (an index on a virtual generated column cannot
 * answer a count alone). Substring search runs on a pg_trgm GIN index (PostgreSQL) or an FTS5 trigram
 * table kept by triggers (SQLite). On SQLite, change `students` with plain SQL from now on:
 * queryRunner.addColumn() and friends rebuild the table there and would lose the triggers and the
 * expression indexes.
 */
export class StudentSearchPhotos1732200000000 implements MigrationInterface {
  name = 'StudentSearchPhotos1732200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.query('DROP INDEX idx_students_hostel_name');
    if (postgres) await this.postgresSearch(queryRunner);
    else await this.sqliteSearch(queryRunner);
    // Counts read this index alone on SQLite, which needs archived_at in it rather than in a partial-index condition.
    await queryRunner.query('CREATE INDEX idx_students_search ON students (hostel_id, archived_at, search_text)');
    // Partial, so that PostgreSQL orders by them too (IS NULL on an index column does not fix its order there).
    for (const [name, key] of Object.entries(SORT_INDEXES))
      await queryRunner.query(`CREATE INDEX ${name} ON students (hostel_id, ${key}, id) WHERE archived_at IS NULL`);

    const c = columnsFor(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'student_photos',
        columns: [
          c.int('student_id', { isPrimary: true }),
          c.text('mime_type', 20),
          { name: 'data', type: 'text' },
          c.timestamp('updated_at'),
        ],
        foreignKeys: [
          {
            columnNames: ['student_id'],
            referencedTableName: 'students',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
        checks: [{ name: 'ck_student_photos_mime_type', expression: "mime_type IN ('image/jpeg','image/png')" }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.dropTable('student_photos');
    if (postgres) {
      await queryRunner.query('DROP INDEX idx_students_search_trgm');
    } else {
      for (const trigger of SQLITE_TRIGGERS) await queryRunner.query(`DROP TRIGGER ${trigger}`);
      await queryRunner.query('DROP TABLE students_search');
    }
    for (const name of ['idx_students_search', ...Object.keys(SORT_INDEXES)])
      await queryRunner.query(`DROP INDEX ${name}`);
    await queryRunner.query('ALTER TABLE students DROP COLUMN search_text');
    await queryRunner.query('CREATE INDEX idx_students_hostel_name ON students (hostel_id, name)');
  }

  /** pg_trgm lives in the public schema, so that every schema of the database (tests use one each) shares it. */
  private async postgresSearch(queryRunner: QueryRunner) {
    await queryRunner.query(
      `ALTER TABLE students ADD COLUMN search_text text GENERATED ALWAYS AS (${SEARCH_TEXT}) STORED`,
    );
    await queryRunner.query("SELECT pg_advisory_xact_lock(hashtext('create extension pg_trgm'))");
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    const [{ schema }] = await queryRunner.query(
      "SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'",
    );
    await queryRunner.query(
      `CREATE INDEX idx_students_search_trgm ON students USING gin (search_text ${schema}.gin_trgm_ops)`,
    );
  }

  /** search_text set by triggers, and an external-content FTS5 trigram table over name, e-mail and phone, kept by triggers. */
  private async sqliteSearch(queryRunner: QueryRunner) {
    const derive = `UPDATE students SET search_text = ${SEARCH_TEXT} WHERE id = new.id;`;
    await queryRunner.query('ALTER TABLE students ADD COLUMN search_text text');
    await queryRunner.query(`UPDATE students SET search_text = ${SEARCH_TEXT}`);
    await queryRunner.query(`CREATE TRIGGER students_search_text_insert AFTER INSERT ON students BEGIN ${derive} END`);
    await queryRunner.query(
      `CREATE TRIGGER students_search_text_update AFTER UPDATE OF name, email, phone ON students BEGIN ${derive} END`,
    );

    const add =
      'INSERT INTO students_search (rowid, name, email, phone) VALUES (new.id, new.name, new.email, new.phone);';
    const remove =
      "INSERT INTO students_search (students_search, rowid, name, email, phone) VALUES ('delete', old.id, old.name, old.email, old.phone);";
    await queryRunner.query(
      "CREATE VIRTUAL TABLE students_search USING fts5(name, email, phone, content='students', content_rowid='id', tokenize='trigram')",
    );
    await queryRunner.query(`CREATE TRIGGER students_search_insert AFTER INSERT ON students BEGIN ${add} END`);
    await queryRunner.query(`CREATE TRIGGER students_search_delete AFTER DELETE ON students BEGIN ${remove} END`);
    await queryRunner.query(
      `CREATE TRIGGER students_search_update AFTER UPDATE OF name, email, phone ON students BEGIN ${remove} ${add} END`,
    );
    await queryRunner.query("INSERT INTO students_search (students_search) VALUES ('rebuild')");
  }
}
