#!/usr/bin/env node
// `npm run backup [-- <file or folder>]`: an online backup of the SQLite database, taken while the server runs and
// writes (SQLite's backup API copies one consistent state, all pages in one step under a read transaction, which in WAL
// mode holds no writer up). Without an argument it writes data/backups/hostel-admin-<UTC time>.sqlite.
//
// `npm run backup -- --restore <file>`: puts a backup in place of the database. Stop the server first; the database it
// replaces is kept beside it as <name>.before-restore-<UTC time> (with its -wal file), never deleted.
//
// The database is found as the server finds it (server/src/config/app-config.ts): SQLITE_PATH, relative to DATA_DIR
// (default data/ in the repository). With DATABASE_URL set the database is PostgreSQL: use pg_dump (see README).
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const Database = createRequire(join(root, 'server/package.json'))('better-sqlite3');

function fail(message) {
  console.error(`[backup] ${message}`);
  process.exit(1);
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** The file the server uses: the same defaults and the same relative base as loadConfig(). */
function databaseFile(env) {
  if (env.DATABASE_URL)
    fail('DATABASE_URL is set: the database is PostgreSQL. Back it up with pg_dump (README, "Backups").');
  if (env.SQLITE_PATH === ':memory:') fail('SQLITE_PATH is :memory:, a database that has no file to back up.');
  const dataDir = resolve(root, env.DATA_DIR || 'data');
  return { dataDir, file: resolve(dataDir, env.SQLITE_PATH || 'hostel-admin.sqlite') };
}

/** Answers "ok" when the copy is a whole, readable database. */
function integrityOf(file) {
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return copy.pragma('integrity_check', { simple: true });
  } finally {
    copy.close();
  }
}

async function backup(target) {
  const { dataDir, file } = databaseFile(process.env);
  if (!existsSync(file)) fail(`no database at ${file} (set DATA_DIR or SQLITE_PATH as for the server)`);
  const name = `hostel-admin-${stamp()}.sqlite`;
  let destination = resolve(dataDir, 'backups', name);
  if (target) {
    const given = resolve(process.cwd(), target);
    const folder = target.endsWith('/') || (existsSync(given) && statSync(given).isDirectory());
    destination = folder ? join(given, name) : given;
  }
  if (existsSync(destination)) fail(`${destination} exists already: name a new file`);
  mkdirSync(dirname(destination), { recursive: true });
  const db = new Database(file, { fileMustExist: true });
  // The server may hold the write lock for a moment: wait for it rather than fail.
  db.pragma('busy_timeout = 10000');
  try {
    // Every remaining page in one step: a step that copies part of the file restarts when the server writes between steps.
    await db.backup(destination, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  const integrity = integrityOf(destination);
  if (integrity !== 'ok') fail(`the copy at ${destination} fails its integrity check: ${integrity}`);
  console.log(`[backup] ${file} → ${destination} (${statSync(destination).size} bytes, integrity ok)`);
}

function restore(source) {
  if (!source) fail('name the backup to restore: npm run backup -- --restore <file>');
  const from = resolve(process.cwd(), source);
  if (!existsSync(from)) fail(`no backup at ${from}`);
  const integrity = integrityOf(from);
  if (integrity !== 'ok') fail(`${from} fails its integrity check (${integrity}): not restored`);
  const { file } = databaseFile(process.env);
  mkdirSync(dirname(file), { recursive: true });
  const aside = `${file}.before-restore-${stamp()}`;
  if (existsSync(file)) {
    renameSync(file, aside);
    if (existsSync(`${file}-wal`)) renameSync(`${file}-wal`, `${aside}-wal`);
    console.log(`[backup] the database it replaces is kept as ${basename(aside)}`);
  }
  // A -shm file describes the old -wal file, which moved: SQLite makes a new one.
  rmSync(`${file}-shm`, { force: true });
  copyFileSync(from, file);
  console.log(`[backup] restored ${from} → ${file}; start the server (npm start)`);
}

const args = process.argv.slice(2);
if (args[0] === '--restore') restore(args[1]);
else await backup(args[0]);
