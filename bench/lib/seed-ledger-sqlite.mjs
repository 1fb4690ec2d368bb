// Bulk-loads history into a benchmark SQLite database whose residents are already in (lib/seed-ledger.mjs and
// lib/seed-daily.mjs decide the rows): prepared statements, a row at a time, as the app writes them.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { seedLedger } from './seed-ledger.mjs';
import { ROOT } from './server.mjs';

const require = createRequire(join(ROOT, 'server/package.json'));
const Database = require('better-sqlite3');

/** A time as TypeORM writes a datetime column on SQLite: UTC, "YYYY-MM-DD HH:MM:SS.SSS". */
const sqliteValue = (value) => (value instanceof Date ? value.toISOString().replace('T', ' ').replace('Z', '') : value);

/** Runs `load(db)` with the loader interface of lib/seed-ledger.mjs on the SQLite file; `ANALYZE` at the end. */
export async function withSqliteLoader(file, load) {
  const db = new Database(file);
  db.pragma('foreign_keys = ON');
  const statements = new Map();
  const statement = (table, columns) => {
    if (!statements.has(table))
      statements.set(
        table,
        db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`),
      );
    return statements.get(table);
  };
  try {
    return await load({
      all: (sql) => db.prepare(sql).all(),
      exec: (sql) => db.exec(sql),
      insert: (table, columns, rows) => {
        const insert = statement(table, columns);
        for (const row of rows) insert.run(row.map(sqliteValue));
      },
      finish: () => db.exec('ANALYZE'),
    });
  } finally {
    db.close();
  }
}

export const seedLedgerSqlite = (file, lastMonth) => withSqliteLoader(file, (db) => seedLedger(db, lastMonth));
