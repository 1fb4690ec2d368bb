// Bulk-loads history into a benchmark PostgreSQL database whose residents are already in (lib/seed-ledger.mjs and
// lib/seed-daily.mjs decide the rows): one INSERT … SELECT unnest(…) per table and batch of residents.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LEDGER_TABLES, seedLedger } from './seed-ledger.mjs';
import { ROOT } from './server.mjs';

const require = createRequire(join(ROOT, 'server/package.json'));
const { Client } = require('pg');

/**
 * Runs `load(db)` with the loader interface of lib/seed-ledger.mjs on the schema; `tables` gives each table's columns
 * their PostgreSQL types; `sequences` are the tables whose id sequence continues after the given ids.
 */
export async function withPostgresLoader(url, schema, { tables, sequences }, load) {
  const db = new Client({ connectionString: url, options: `-c search_path=${schema}` });
  await db.connect();
  try {
    return await load({
      all: async (sql) => (await db.query(sql)).rows,
      exec: (sql) => db.query(sql),
      insert: (table, columns, rows) =>
        db.query(
          `INSERT INTO ${table} (${columns.join(', ')})
           SELECT * FROM unnest(${columns.map((column, i) => `$${i + 1}::${tables[table][column]}[]`).join(', ')})`,
          columns.map((_, i) => rows.map((row) => row[i])),
        ),
      finish: async () => {
        // The ids were given: the sequences continue after them, as if the app had written the rows.
        for (const table of sequences)
          await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT MAX(id) FROM ${table}))`);
        // What autovacuum does soon after a bulk load: statistics for the planner, visibility for index-only scans.
        await db.query('VACUUM ANALYZE');
      },
    });
  } finally {
    await db.end();
  }
}

export const seedLedgerPostgres = (url, schema, lastMonth) =>
  withPostgresLoader(url, schema, { tables: LEDGER_TABLES, sequences: ['charges', 'payments'] }, (db) =>
    seedLedger(db, lastMonth),
  );
