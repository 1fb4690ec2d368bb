// Bulk-loads 12 months of rent history into a benchmark SQLite database whose residents are already in
// (lib/seed-ledger.mjs decides the rows): prepared statements, a row at a time, as the ledger writes them.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { seedLedger } from './seed-ledger.mjs';
import { ROOT } from './server.mjs';

const require = createRequire(join(ROOT, 'server/package.json'));
const Database = require('better-sqlite3');

export async function seedLedgerSqlite(file, lastMonth) {
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
    return await seedLedger(
      {
        all: (sql) => db.prepare(sql).all(),
        exec: (sql) => db.exec(sql),
        insert: (table, columns, rows) => {
          const insert = statement(table, columns);
          for (const row of rows) insert.run(row);
        },
        finish: () => db.exec('ANALYZE'),
      },
      lastMonth,
    );
  } finally {
    db.close();
  }
}
