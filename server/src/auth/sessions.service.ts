import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { type EntityManager, LessThan, Repository } from 'typeorm';
import { userCaller, type RequestCaller } from '../common/caller';
import { Clock } from '../common/clock';
import { UnauthenticatedError } from '../common/errors';
import { Transactions } from '../common/transactions';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { Session } from './session.entity';
import type { TokenPayload } from './token-payload';

export const SESSION_ENDED = 'Your session has ended. Sign in again';

/** Server-side sessions behind the access tokens: logout, disabling a user or a role change end them. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly jwt: JwtService,
    private readonly users: UsersService,
  ) {}

  /** Opens a session for the user and signs its access token. */
  async start(user: User): Promise<{ accessToken: string; sessionId: string }> {
    return this.transactions.run((manager) => this.open(manager, user));
  }

  /**
   * Opens a session in the caller's transaction, for the user as that transaction sees them (a password change
   * opens the new session with the new token version).
   */
  async open(manager: EntityManager, user: User): Promise<{ accessToken: string; sessionId: string }> {
    const now = this.clock.now();
    const session = {
      id: randomUUID(),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.config.jwtTtlSeconds * 1000),
      revokedAt: null,
    };
    const repository = manager.getRepository(Session);
    await repository.delete({ userId: user.id, expiresAt: LessThan(now) });
    await repository.insert(session);
    const payload: TokenPayload = {
      sub: user.id,
      hid: user.hostelId,
      role: user.role,
      ver: user.tokenVersion,
      sid: session.id,
    };
    return { accessToken: await this.jwt.signAsync(payload), sessionId: session.id };
  }

  /** True while the session may still be used (not revoked, not expired), read in the caller's transaction if any. */
  async isOpen(manager: EntityManager | null, sessionId: string): Promise<boolean> {
    const session = await (manager?.getRepository(Session) ?? this.sessions).findOneBy({ id: sessionId });
    return !!session && !session.revokedAt && session.expiresAt > this.clock.now();
  }

  /** Accepts a verified token only while its session is open and the user is unchanged since it was issued. */
  async authenticate(payload: TokenPayload): Promise<RequestCaller> {
    const session = typeof payload.sid === 'string' ? await this.sessions.findOneBy({ id: payload.sid }) : null;
    if (!session || session.revokedAt || session.expiresAt <= this.clock.now() || session.userId !== payload.sub) {
      throw new UnauthenticatedError(SESSION_ENDED);
    }
    const user = await this.users.findById(session.userId);
    if (
      !user ||
      !user.isActive ||
      user.tokenVersion !== payload.ver ||
      user.role !== payload.role ||
      user.hostelId !== payload.hid
    ) {
      throw new UnauthenticatedError(SESSION_ENDED);
    }
    return userCaller({
      userId: user.id,
      hostelId: user.hostelId,
      role: user.role,
      sessionId: session.id,
      studentId: user.studentId,
    });
  }

  async revoke(sessionId: string): Promise<void> {
    await this.transactions.run((manager) => this.revokeIn(manager, sessionId));
  }

  /** Ends the session in the caller's transaction. */
  async revokeIn(manager: EntityManager, sessionId: string): Promise<void> {
    await manager.getRepository(Session).update({ id: sessionId }, { revokedAt: this.clock.now() });
  }
}
