import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { type EntityManager, LessThan, Repository } from 'typeorm';
import { userCaller, type RequestCaller } from '../common/caller';
import type { Role } from '../common/roles';
import { Clock } from '../common/clock';
import { UnauthenticatedError } from '../common/errors';
import { Transactions } from '../common/transactions';
import { DatabaseState } from '../common/database-state';
import { ReadCache } from '../common/read-cache';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import { Session } from './session.entity';
import type { TokenPayload } from './token-payload';

export const SESSION_ENDED = 'Your session has ended. Sign in again';

/** What `authenticate` checks: the session and its user (the users' columns a token names). */
const SESSION_CHECK = `SELECT s.user_id, s.revoked_at, s.expires_at,
    u.hostel_id, u.role, u.is_active, u.token_version, u.student_id
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = :sid`;

interface SessionCheckRow {
  user_id: number | string;
  revoked_at: unknown;
  /** `expires_at` as the entity reads it, made once when the row is read (kept with it). */
  expiresAt: Date | null;
  hostel_id: number | string;
  role: Role;
  is_active: boolean | number;
  token_version: number | string;
  student_id: number | string | null;
}

/** Server-side sessions behind the access tokens: logout, disabling a user or a role change end them. */
@Injectable()
export class SessionsService {
  /**
   * Each session's check, kept while nothing is written: signing out, disabling a user or changing a role is a write,
   * which the next request's check reads again. The expiry is compared with the clock on every request.
   */
  private readonly checks: ReadCache<string, SessionCheckRow | null>;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly jwt: JwtService,
    state: DatabaseState,
  ) {
    this.checks = new ReadCache(state, (sid) => this.check(sid), { size: 1000 });
  }

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

  /**
   * Accepts a verified token only while its session is open and the user is unchanged since it was issued. Every
   * request asks, so the session and the user's columns it checks are read in one statement, without building
   * entities (two TypeORM finds cost more than the rest of a small query's work).
   */
  async authenticate(payload: TokenPayload): Promise<RequestCaller> {
    if (typeof payload.sid !== 'string') throw new UnauthenticatedError(SESSION_ENDED);
    const row = await this.checks.read(payload.sid);
    if (!row || row.revoked_at !== null || !row.expiresAt || row.expiresAt <= this.clock.now()) {
      throw new UnauthenticatedError(SESSION_ENDED);
    }
    const user = {
      id: Number(row.user_id),
      hostelId: Number(row.hostel_id),
      role: row.role,
      isActive: Boolean(row.is_active),
      tokenVersion: Number(row.token_version),
      studentId: row.student_id === null ? null : Number(row.student_id),
    };
    if (
      user.id !== payload.sub ||
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
      sessionId: payload.sid,
      studentId: user.studentId,
    });
  }

  private async check(sid: string): Promise<SessionCheckRow | null> {
    const [sql, values] = this.sessions.manager.connection.driver.escapeQueryWithParameters(SESSION_CHECK, { sid });
    const [row] = (await this.sessions.query(sql, values)) as (Omit<SessionCheckRow, 'expiresAt'> & {
      expires_at: unknown;
    })[];
    if (!row) return null;
    const { expires_at: expires, ...rest } = row;
    return { ...rest, expiresAt: this.hydrateDate(expires) };
  }

  /** A `sessions` instant as the driver returns it (SQLite's text, PostgreSQL's Date), as the entity reads it. */
  private hydrateDate(value: unknown): Date | null {
    const column = this.sessions.metadata.findColumnWithPropertyName('expiresAt')!;
    const date: unknown = this.sessions.manager.connection.driver.prepareHydratedValue(value, column);
    return date instanceof Date ? date : null;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.transactions.run((manager) => this.revokeIn(manager, sessionId));
  }

  /** Ends the session in the caller's transaction. */
  async revokeIn(manager: EntityManager, sessionId: string): Promise<void> {
    await manager.getRepository(Session).update({ id: sessionId }, { revokedAt: this.clock.now() });
  }
}
