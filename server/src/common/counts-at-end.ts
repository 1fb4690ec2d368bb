import type { EntityManager } from 'typeorm';

type Write = (manager: EntityManager, by: number) => Promise<void>;

interface Move {
  by: number;
  write: Write;
}

const pending = new WeakMap<EntityManager, Map<string, Move>>();

/**
 * Moves a count kept beside the rows (`resident_counts`, `request_counts`, …: one row a hostel, or a hostel and a
 * month, that every writer of its kind updates) by `by`, at the end of the caller's transaction: `Transactions.run`
 * writes the moves after the work, before the commit, in the order of their keys. A count's row is then the last
 * lock a transaction takes, and the rows are taken in one order by every transaction, so on PostgreSQL two writers
 * wait for each other there and never deadlock (a check-in holding the residents' count while waiting for the
 * month's ledger totals that a refund paid holds while waiting for the residents' count). Outside a transaction the
 * move is written at once. `key` names the row (`resident_counts:1`); moves of one key add up.
 */
export async function moveCountAtEnd(manager: EntityManager, key: string, by: number, write: Write): Promise<void> {
  if (!by) return;
  if (!manager.queryRunner?.isTransactionActive) return write(manager, by);
  let moves = pending.get(manager);
  if (!moves) pending.set(manager, (moves = new Map()));
  const move = moves.get(key);
  if (move) move.by += by;
  else moves.set(key, { by, write });
}

/**
 * The usual write of a count: an upsert whose `:by` is the transaction's moves added up, with `params` for the row's
 * other columns (`INSERT … VALUES (:hostelId, :by) ON CONFLICT … DO UPDATE SET n = t.n + excluded.n`).
 */
export function countUpsert(sql: string, params: Record<string, unknown>): Write {
  return async (manager, by) => {
    const [text, values] = manager.connection.driver.escapeQueryWithParameters(sql, { ...params, by });
    await manager.query(text, values);
  };
}

/** Writes the transaction's count moves, by key; `Transactions.run` calls it after the work. */
export async function writeCountsAtEnd(manager: EntityManager): Promise<void> {
  const moves = pending.get(manager);
  if (!moves) return;
  pending.delete(manager);
  for (const [, move] of [...moves].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    if (move.by) await move.write(manager, move.by);
}

/** The kept counts with one row a hostel, and the column each keeps. */
const HOSTEL_COUNT_COLUMNS = {
  bed_counts: 'beds',
  room_counts: 'rooms',
  resident_counts: 'current_residents',
} as const;

/** Moves a hostel's row of one of those counts by `by`, at the transaction's end (the row made on first use). */
export function moveHostelCount(
  manager: EntityManager,
  table: keyof typeof HOSTEL_COUNT_COLUMNS,
  hostelId: number,
  by: number,
): Promise<void> {
  const column = HOSTEL_COUNT_COLUMNS[table];
  return moveCountAtEnd(
    manager,
    `${table}:${hostelId}`,
    by,
    countUpsert(
      `INSERT INTO ${table} (hostel_id, ${column}) VALUES (:hostelId, :by)
       ON CONFLICT (hostel_id) DO UPDATE SET ${column} = ${table}.${column} + excluded.${column}`,
      { hostelId },
    ),
  );
}
