import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Database, Statement } from 'better-sqlite3';
import { DataSource } from 'typeorm';
import type { ReadCache } from './read-cache';

/** One HTTP request, as the reads it makes see it. */
interface RequestScope {
  /** A GraphQL query or an HTTP GET: it writes nothing, so its reads may share one token. */
  readOnly: boolean;
  token?: Promise<string | null>;
}

/**
 * A token of what the database holds now, read without asking any writer: two reads give the same token only when no
 * change was committed (or, on SQLite, made) in between, so whatever was read between them is what the database held
 * at both. `ReadCache` keeps a read under it.
 *
 * - PostgreSQL: the current snapshot, `pg_current_snapshot()` (xmin:xmax:in-progress ids). Two equal snapshots see
 *   the same committed rows: a transaction that commits or aborts in between moves `xmax` or leaves the list of
 *   transactions in progress. Any writer counts, of any database of the server (a miss, never a wrong answer).
 * - SQLite: the one connection's count of changed rows, `total_changes()` (every INSERT, UPDATE and DELETE of this
 *   process, whether its transaction commits or not), and `PRAGMA data_version` (commits of other connections:
 *   another process on the file). While a transaction is open on the connection, its reads see its uncommitted rows,
 *   which a rollback takes back without moving either count: no token then (`null`).
 *
 * A read-only request (`readOnlyRequest`) takes the token once, at its first kept read, for all of them (on PostgreSQL
 * one round trip instead of one a read): its kept reads answer the database as it was then, as one snapshot would.
 * Taken after the request arrived, it holds every write its client saw answered. A write in the request
 * (`Transactions.run`, `wrote`) drops it, should a query ever write. A read that misses still checks a fresh token
 * after it before keeping what it read.
 */
@Injectable()
export class DatabaseState {
  private readonly sqlite: Statement | null = null;
  private readonly connection: Database | null = null;
  /** The caches kept under this state's tokens (each registers itself). */
  readonly caches: ReadCache<unknown, unknown>[] = [];
  private readonly requests = new AsyncLocalStorage<RequestScope>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    if (dataSource.options.type === 'better-sqlite3') {
      this.connection = (dataSource.driver as unknown as { databaseConnection: Database }).databaseConnection;
      this.sqlite = this.connection
        .prepare('SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version')
        .raw(true);
    }
  }

  register<A, T>(cache: ReadCache<A, T>): void {
    this.caches.push(cache as unknown as ReadCache<unknown, unknown>);
  }

  /** Express middleware: the rest of the request runs in a scope of its own (after the body is read). */
  readonly scope = (_request: unknown, _response: unknown, next: () => void): void => {
    this.requests.run({ readOnly: false }, next);
  };

  /** The request being handled writes nothing (the guard says so of GraphQL queries and HTTP GETs). */
  readOnlyRequest(): void {
    const scope = this.requests.getStore();
    if (scope) scope.readOnly = true;
  }

  /** The request being handled writes: its reads take their own tokens from now on. */
  wrote(): void {
    const scope = this.requests.getStore();
    if (scope) {
      scope.readOnly = false;
      scope.token = undefined;
    }
  }

  /** The token before a kept read: the request's one token when it writes nothing, else `token()`. */
  before(): Promise<string | null> {
    const scope = this.requests.getStore();
    if (!scope?.readOnly) return this.token();
    return (scope.token ??= this.token());
  }

  /** The token now, or null when it cannot be known (SQLite inside a transaction). */
  async token(): Promise<string | null> {
    if (this.sqlite && this.connection) {
      if (this.connection.inTransaction) return null;
      const [changes, version] = this.sqlite.get() as [number, number];
      return `${version}:${changes}`;
    }
    const [row] = (await this.dataSource.query('SELECT pg_current_snapshot()::text AS s')) as { s: string }[];
    return row.s;
  }
}
