import type { EntityManager } from 'typeorm';
import { advisoryLock } from '../common/advisory-lock';
import type { User } from './user.entity';

/**
 * Serialises every write that gives a user this phone number (Register User, a resident's Give login) until the
 * transaction ends, so each sees the other's user before it checks the phone (`uq_users_phone` backs it).
 */
export async function lockPhone(manager: EntityManager, phone: string): Promise<void> {
  await advisoryLock(manager, `users.phone:${phone}`);
}

/**
 * A `tenant` login that belongs to no resident (Register User made them before it refused the role) in the
 * resident's hostel: Give login links it to the resident whose phone it has. Staff, another resident's login and
 * another hostel's user are someone else.
 */
export function isUnlinkedLoginOf(user: User, resident: { hostelId: number }): boolean {
  return user.role === 'tenant' && user.studentId === null && user.hostelId === resident.hostelId;
}
