import type { EntityManager, FindOptionsWhere } from 'typeorm';
import type { RequestCaller, UserCaller } from '../common/caller';
import { ForbiddenError, NotFoundError } from '../common/errors';
import { User } from './user.entity';

/** The signed-in person behind a request: a profile and a password belong to a person, not to an API key. */
export function ownUser(caller: RequestCaller): UserCaller {
  if (caller.kind !== 'user') throw new ForbiddenError('Only a signed-in user has a profile and a password');
  return caller;
}

/**
 * Reads the user's row locked for the caller's transaction (`FOR UPDATE` on PostgreSQL; SQLite runs one write
 * transaction at a time), with the password hash when `withHash`.
 */
export async function lockUser(manager: EntityManager, userId: number, withHash = false): Promise<User> {
  const query = manager.createQueryBuilder(User, 'u').where('u.id = :userId', { userId });
  if (withHash) query.addSelect('u.passwordHash');
  if (manager.connection.options.type === 'postgres') query.setLock('pessimistic_write');
  const user = await query.getOne();
  if (!user) throw new NotFoundError('User');
  return user;
}

/** The user `where` names, its row locked for the caller's transaction as `lockUser` locks it; null when none. */
export function findLockedUser(manager: EntityManager, where: FindOptionsWhere<User>): Promise<User | null> {
  const locked = manager.connection.options.type === 'postgres';
  return manager.getRepository(User).findOne({ where, ...(locked ? { lock: { mode: 'pessimistic_write' } } : {}) });
}
