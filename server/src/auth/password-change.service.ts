import { Injectable } from '@nestjs/common';
import type { RequestCaller, UserCaller } from '../common/caller';
import { AttemptLimiter } from '../common/attempt-limiter';
import { Clock } from '../common/clock';
import { KeyedQueue } from '../common/keyed-queue';
import { ConflictError, InputError, NotFoundError, UnauthenticatedError } from '../common/errors';
import { Transactions } from '../common/transactions';
import type { User } from '../users/user.entity';
import { ownUser } from '../users/own-user';
import { UserPasswords } from '../users/user-passwords.service';
import type { ChangeMyPasswordInput } from './dto/change-password.input';
import { hashPassword, verifyPassword } from './password-hash';
import { PASSWORD_TRIES, PASSWORD_WINDOW_SECONDS, TOO_MANY_CURRENT_TRIES } from './password-limits';
import { SESSION_ENDED, SessionsService } from './sessions.service';
import { newPasswordProblem, passwordMessages } from '@hostel-admin/rules';

export interface PasswordChange {
  user: User;
  /** The caller's new session: the old token ended with every other. */
  accessToken: string;
  sessionId: string;
}

const CHANGED_MEANWHILE = 'Your password was changed in another session. Type the current password again.';

/**
 * Sets or changes the signed-in user's password. One change per user at a time in this process (a double submit
 * waits for the first and then finds its session ended); the slow work (checking the current password, hashing the
 * new one) happens before the transaction; inside it, under the user's row lock, the change applies only if the
 * caller's session is still open and the stored hash is the one checked (another process may have changed it).
 * Every token issued before ends (the token version goes up) and the caller gets a new session, so only the device
 * that changed the password stays signed in.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly passwords: UserPasswords,
    private readonly sessions: SessionsService,
    private readonly transactions: Transactions,
    private readonly limiter: AttemptLimiter,
    private readonly clock: Clock,
  ) {}

  private readonly queue = new KeyedQueue();

  change(caller: RequestCaller, input: ChangeMyPasswordInput): Promise<PasswordChange> {
    const me = ownUser(caller);
    return this.queue.run(`user:${me.actorId}`, () => this.apply(me, input));
  }

  private async apply(me: UserCaller, input: ChangeMyPasswordInput): Promise<PasswordChange> {
    if (!(await this.sessions.isOpen(null, me.sessionId))) throw new UnauthenticatedError(SESSION_ENDED);
    const before = await this.passwords.current(me.actorId);
    if (!before) throw new NotFoundError('User');
    const problem = newPasswordProblem(input.newPassword, before.phoneNumber);
    if (problem) throw InputError.field('newPassword', problem);
    if (before.passwordHash) await this.checkCurrent(me.actorId, before.passwordHash, input);
    const hash = await hashPassword(input.newPassword);
    return this.transactions.run(async (manager) => {
      const user = await this.passwords.lock(manager, me.actorId);
      if (!(await this.sessions.isOpen(manager, me.sessionId))) throw new UnauthenticatedError(SESSION_ENDED);
      if ((user.passwordHash ?? null) !== (before.passwordHash ?? null))
        throw new ConflictError(CHANGED_MEANWHILE, 'currentPassword');
      const saved = await this.passwords.set(manager, me, user, hash, this.clock.now());
      await this.sessions.revokeIn(manager, me.sessionId);
      return { user: saved, ...(await this.sessions.open(manager, saved)) };
    });
  }

  /** The current password, right, and not the new one; 5 wrong tries in 15 minutes stop the checks. */
  private async checkCurrent(userId: number, stored: string, input: ChangeMyPasswordInput) {
    const current = input.currentPassword;
    if (!current) throw InputError.field('currentPassword', passwordMessages.currentRequired);
    const key = `password-change:${userId}`;
    this.limiter.hit(key, PASSWORD_TRIES, PASSWORD_WINDOW_SECONDS, TOO_MANY_CURRENT_TRIES);
    if (!(await verifyPassword(current, stored)))
      throw InputError.field('currentPassword', passwordMessages.currentWrong);
    this.limiter.forget(key);
    if (current.normalize('NFC') === input.newPassword.normalize('NFC'))
      throw InputError.field('newPassword', passwordMessages.sameAsCurrent);
  }
}
