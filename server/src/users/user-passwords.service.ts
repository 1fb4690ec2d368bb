import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { UserCaller } from '../common/caller';
import { Events } from '../events/events.service';
import { lockUser } from './own-user';
import { User } from './user.entity';

/** The users table's password columns: read for a sign-in or a change, written by a change. */
@Injectable()
export class UserPasswords {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly events: Events,
  ) {}

  /** The active user with this phone, with their password hash (null when they have none), or null. */
  async forSignIn(phoneNumber: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.phoneNumber = :phoneNumber AND u.isActive = :active', { phoneNumber, active: true })
      .getOne();
  }

  /** The caller's row with its hash, unlocked: what a change checks the current password against first. */
  async current(userId: number): Promise<User | null> {
    return this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :userId', { userId }).getOne();
  }

  /** The caller's row with its hash, locked for the change's transaction. */
  lock(manager: EntityManager, userId: number): Promise<User> {
    return lockUser(manager, userId, true);
  }

  /**
   * Stores the new hash in the caller's transaction (after `lock`) and raises the token version, so every token
   * issued before stops working; logs it. Answers the user as now stored.
   */
  async set(manager: EntityManager, caller: UserCaller, user: User, hash: string, at: Date): Promise<User> {
    await manager.update(
      User,
      { id: user.id },
      { passwordHash: hash, passwordChangedAt: at, tokenVersion: () => 'token_version + 1' },
    );
    await this.events.emit(manager, {
      kind: 'user.password_changed',
      actor: caller,
      subject: {
        type: 'user',
        id: user.id,
        hostelId: user.hostelId,
        label: user.fullName,
        detail: user.passwordChangedAt ? 'Password changed; other sessions signed out' : 'Password set',
      },
      data: { userId: user.id, firstTime: !user.passwordChangedAt },
    });
    return manager.findOneByOrFail(User, { id: user.id });
  }
}
