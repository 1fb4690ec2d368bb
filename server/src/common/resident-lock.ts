import type { EntityManager } from 'typeorm';
import { advisoryLock } from './advisory-lock';

/**
 * The one lock of a resident: every change to a resident, their stay or their money takes it before it reads, and
 * holds it until the transaction ends, so two changes to one resident run one after the other. Taking it again in
 * the same transaction is free (PostgreSQL's transaction locks are re-entrant; SQLite runs one transaction at a time).
 */
export function lockResident(manager: EntityManager, studentId: number): Promise<void> {
  return advisoryLock(manager, `resident:${studentId}`);
}
