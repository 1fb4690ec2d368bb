import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { RequestCaller } from '../common/caller';
import { UnauthenticatedError } from '../common/errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SessionsService } from './sessions.service';
import type { TokenPayload } from './token-payload';

/** How many checked tokens `JwtStrategy` keeps (the oldest forgotten first): the session checks' own bound. */
export const VERIFIED_TOKENS = 1000;

/** What a checked token carries: the payload and jsonwebtoken's claims on time (seconds since 1970). */
type VerifiedPayload = TokenPayload & { exp?: unknown; nbf?: unknown };

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * Bearer tokens: HS256 only, signature and expiry checked, then the session and the user, on every request.
 *
 * A token whose signature passport-jwt checked is kept with its payload (at most VERIFIED_TOKENS, the oldest forgotten
 * first), so a client's next requests skip jsonwebtoken (it decodes the token twice and computes its HMAC: about a
 * tenth of a small query's time, bench/README.md). Only the signature is kept: the expiry is compared with the time on
 * every use exactly as jsonwebtoken compares it, and the session and its user are checked on every request as before
 * (`SessionsService.authenticate`), so a sign-out, a disabled user or a role change refuses the token at once. A token
 * refused by that check is forgotten. Kept per strategy, that is per secret.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verified = new Map<string, VerifiedPayload>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // A key object made once: given the secret as a string, jsonwebtoken tries to read it as a public key and then
      // makes a secret key of it on every request (about 2 ms of each request's time). jsonwebtoken takes a KeyObject;
      // passport-jwt's types name only a string or a Buffer, and hand it on as it is.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      // validate() gets the request too: the token it reads from it is the one whose payload it keeps.
      passReqToCallback: true,
    });
  }

  /**
   * Passport's entry (called on a per-request copy that carries success and error): a kept token still within its
   * time goes straight to the session check; any other goes through passport-jwt's checks as before.
   */
  authenticate(request: Request, options?: unknown): void {
    const token = bearerToken(request);
    const payload = token ? this.verified.get(token) : undefined;
    if (!token || !payload) return super.authenticate(request, options);
    if (!withinTime(payload)) {
      this.verified.delete(token);
      return super.authenticate(request, options);
    }
    this.check(token, payload).then(
      (caller) => this.success(caller),
      (error: unknown) => this.error(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** passport-jwt's verify callback, after it checked the token's signature and expiry. */
  validate(request: Request, payload: VerifiedPayload): Promise<RequestCaller> {
    const token = bearerToken(request)!;
    if (withinTime(payload)) this.keep(token, payload);
    return this.check(token, payload);
  }

  private async check(token: string, payload: TokenPayload): Promise<RequestCaller> {
    try {
      return await this.sessions.authenticate(payload);
    } catch (error) {
      if (error instanceof UnauthenticatedError) this.verified.delete(token);
      throw error;
    }
  }

  private keep(token: string, payload: VerifiedPayload): void {
    if (this.verified.has(token)) return;
    if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, payload);
  }
}

/**
 * jsonwebtoken's own test of time, as it makes it on each verify: a numeric `exp` after this second (its clock,
 * `Date.now()`), and no `nbf` (the server's tokens carry none; one that does is checked by jsonwebtoken every time).
 */
function withinTime(payload: VerifiedPayload): boolean {
  return typeof payload.exp === 'number' && payload.nbf === undefined && Math.floor(Date.now() / 1000) < payload.exp;
}
