import type { EntityManager } from 'typeorm';

/**
 * Serialises transactions that share a key until they end. PostgreSQL takes a transaction-scoped
 * advisory lock; SQLite needs nothing, as Transactions already runs its transactions one at a time.
 */
export async function advisoryLock(manager: EntityManager, key: string): Promise<void> {
  if (manager.connection.options.type !== 'postgres') return;
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}
