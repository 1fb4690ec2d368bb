import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { REQUEST_TYPES } from '@hostel-admin/rules';
import { advisoryLock } from '../common/advisory-lock';
import { Transactions } from '../common/transactions';
import { requestSearchTable } from './request-list.sql';

/** SQLite's triggers that keep one type's trigram table equal to its requests' search text (`requestSearchTable`). */
export const requestSearchTriggers = (type: string) => [
  `requests_search_${type}_index`,
  `requests_search_${type}_unindex`,
];

/** PostgreSQL's partial trigram index of one type's requests' search text. */
export const requestSearchIndex = (type: string) => `idx_requests_search_${type}`;

/** A type goes into names and statements: only lower-case letters and underscores, as every type is. */
function checked(type: string): string {
  if (!/^[a-z_]{1,10}$/.test(type)) throw new Error(`Not a request type: ${type}`);
  return type;
}

/**
 * The trigram structures of each request type, made by the code for the types it knows. A search among one type's
 * requests reads only that type's (bench/README.md: a word common in one type, `leak` in 16,000 service requests, is
 * not read for a search among another's): on SQLite an FTS5 `trigram` table per type, `requests_search_{type}`, with
 * two triggers of its own on `requests` that keep it (a request's search text in and out; a request's type never
 * changes); on PostgreSQL a partial `pg_trgm` GIN index per type, `idx_requests_search_{type}`, beside the one of every
 * request's search text (migration 1735900000000).
 *
 * Migrations made them for the types of their day (1735900000000 and 1736000000000 each hold their own list, as
 * history); a type added to `REQUEST_TYPES` later gets its own when the app starts, after the migrations ran
 * (`onModuleInit`), its requests already written in it: no migration reads the live list. A type's structures are its
 * own, so adding one touches no other type's. A type no longer in the code keeps its structures (its requests stay).
 */
@Injectable()
export class RequestSearchStructures implements OnModuleInit {
  private readonly postgres: boolean;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  async onModuleInit(): Promise<void> {
    await this.ensure();
  }

  /** Makes the structures of each type that lacks any of them; answers those types. One read when none does. */
  async ensure(types: readonly string[] = REQUEST_TYPES): Promise<string[]> {
    if (!(await this.lacking(this.dataSource.manager, types)).length) return [];
    return this.transactions.run(async (manager) => {
      // PostgreSQL: one starting process at a time makes them; the others find them made.
      await advisoryLock(manager, 'request-search-structures');
      const lacking = await this.lacking(manager, types);
      for (const type of lacking)
        await (this.postgres ? this.postgresIndex(manager, type) : this.sqliteTable(manager, type));
      return lacking;
    });
  }

  /** The types among `types` whose structures are not all there. */
  private async lacking(manager: EntityManager, types: readonly string[]): Promise<string[]> {
    if (this.postgres) {
      const rows: { name: string }[] = await manager.query(
        `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'requests'`,
      );
      const present = new Set(rows.map((row) => row.name));
      return types.filter((type) => !present.has(requestSearchIndex(checked(type))));
    }
    const rows: { name: string }[] = await manager.query(
      `SELECT name FROM sqlite_master WHERE (type = 'table' OR (type = 'trigger' AND tbl_name = 'requests'))`,
    );
    const present = new Set(rows.map((row) => row.name));
    return types.filter((type) =>
      [requestSearchTable(checked(type)), ...requestSearchTriggers(type)].some((name) => !present.has(name)),
    );
  }

  private async postgresIndex(manager: EntityManager, type: string): Promise<void> {
    const [{ schema }]: { schema: string }[] = await manager.query(
      "SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'",
    );
    await manager.query(
      `CREATE INDEX IF NOT EXISTS ${requestSearchIndex(type)} ON requests USING gin (search_text ${schema}.gin_trgm_ops)
       WHERE type = '${type}'`,
    );
  }

  /** The type's table and triggers made again whole (a part left alone may have missed writes), its requests in it. */
  private async sqliteTable(manager: EntityManager, type: string): Promise<void> {
    const table = requestSearchTable(type);
    const [index, unindex] = requestSearchTriggers(type);
    const q = (sql: string) => manager.query(sql);
    await q(`DROP TRIGGER IF EXISTS ${index}`);
    await q(`DROP TRIGGER IF EXISTS ${unindex}`);
    await q(`DROP TABLE IF EXISTS ${table}`);
    await q(
      `CREATE VIRTUAL TABLE ${table} USING fts5(search_text, content='requests', content_rowid='id', tokenize='trigram')`,
    );
    await q(
      `INSERT INTO ${table} (rowid, search_text)
       SELECT id, search_text FROM requests WHERE type = '${type}' AND search_text IS NOT NULL`,
    );
    const out = `INSERT INTO ${table} (${table}, rowid, search_text)
      SELECT 'delete', old.id, old.search_text WHERE old.type = '${type}' AND old.search_text IS NOT NULL;`;
    const into = `INSERT INTO ${table} (rowid, search_text)
      SELECT new.id, new.search_text WHERE new.type = '${type}' AND new.search_text IS NOT NULL;`;
    await q(`CREATE TRIGGER ${index} AFTER UPDATE OF search_text, type ON requests
      WHEN old.type = '${type}' OR new.type = '${type}' BEGIN ${out} ${into} END`);
    await q(`CREATE TRIGGER ${unindex} AFTER DELETE ON requests WHEN old.type = '${type}' BEGIN ${out} END`);
  }
}
