import { DataSourceOptions, getMetadataArgsStorage } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';

/**
 * Entities declare instants as `datetime` (SQLite's name); PostgreSQL stores them as `timestamptz`.
 * The decorator metadata is set for the database about to be opened (a data source copies it when it
 * initialises), so one set of entities serves both, even in one process.
 */
function useInstantColumnType(type: 'datetime' | 'timestamptz') {
  for (const column of getMetadataArgsStorage().columns) {
    if (column.options.type === 'datetime' || column.options.type === 'timestamptz') column.options.type = type;
  }
}

function applySqlitePragmas(db: { pragma(sql: string): unknown }) {
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  // Room for the indexes a large hostel's lists walk (the default is 2 MB): a 32 MB page cache, and reads through
  // a memory map of up to 256 MB instead of a system call per page (bench/README.md, payments).
  db.pragma('cache_size = -32768');
  db.pragma('mmap_size = 268435456');
}

/** A PostgreSQL URL without its `options` parameter, and that parameter (session settings), or ''. */
function splitSessionOptions(databaseUrl: string): { url: string; settings: string } {
  const parsed = new URL(databaseUrl);
  const settings = parsed.searchParams.get('options') ?? '';
  if (!settings) return { url: databaseUrl, settings };
  parsed.searchParams.delete('options');
  return { url: parsed.toString(), settings };
}

export function dataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'sqlitePath'> & Partial<Pick<AppConfig, 'databasePool'>>,
): DataSourceOptions {
  const common = {
    // No entity list here: each domain's module registers its own (`TypeOrmModule.forFeature`) and the database
    // module loads them (`autoLoadEntities`), so this folder imports no domain.
    entities: [] as DataSourceOptions['entities'],
    migrations: MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
    logging: false,
  } as const;
  if (config.databaseUrl) {
    useInstantColumnType('timestamptz');
    const schema = config.databaseSchema;
    // Session settings the URL names (`?options=-c statement_timeout=5000`) go with the schema's search path into one
    // `options`: pg reads a URL's over any given beside it, so a URL naming settings lost the search path.
    const { url, settings } = splitSessionOptions(config.databaseUrl);
    const options = [settings, schema ? `-c search_path=${schema}` : ''].filter(Boolean).join(' ');
    return {
      ...common,
      type: 'postgres',
      url,
      ...(schema ? { schema } : {}),
      // A transaction holds its connection until it ends and reads only through it (STACK.md), so any number of
      // requests queue for the pool; one that waits longer than `waitMs` is refused as busy, never left hanging.
      extra: {
        max: config.databasePool?.size ?? 10,
        connectionTimeoutMillis: config.databasePool?.waitMs ?? 10_000,
        ...(options ? { options } : {}),
      },
    };
  }
  useInstantColumnType('datetime');
  return {
    ...common,
    type: 'better-sqlite3',
    database: config.sqlitePath,
    enableWAL: config.sqlitePath !== ':memory:',
    prepareDatabase: applySqlitePragmas,
  };
}
