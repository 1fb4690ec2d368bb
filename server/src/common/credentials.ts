import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import passport from 'passport';
import type { ApiKeyCaller, RequestCaller } from './caller';
import { UnauthenticatedError } from './errors';

/**
 * The API key side of resolving a caller, provided by `api-keys/` (common/ imports no domain): the key whose secret
 * this is, checked now (unknown, revoked or expired: UnauthenticatedError), within its request limit, its use
 * recorded.
 */
export abstract class ApiKeyAuthenticator {
  abstract authenticate(secret: string, request: Request): Promise<ApiKeyCaller>;
}

/** What a request's credentials resolved to: the caller, none (no credentials), or the error that refused them. */
export type ResolvedCaller = { caller: RequestCaller | undefined } | { error: unknown };

/** Every secret of an API key starts with it; a session token (a JWT) never does. */
const API_KEY_PREFIX = 'hak_';
const resolvedCallers = new WeakMap<Request, Promise<ResolvedCaller>>();
const bearerOf = (request: Request) => /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * The one place a request's caller is resolved, for the guard (`auth.guard.ts`) and for GraphQL's checks before a
 * request runs (a key's limit, production's introspection: `api-keys/graphql-access.plugin.ts`). `Authorization:
 * Bearer hak_…` is an API key (the prefix tells it from a session token, so integrators need no second header
 * scheme); any other bearer token is a session (passport-jwt, then the session row: `auth/jwt.strategy.ts`). Kept per
 * request: a GraphQL document with several fields checks the credentials, counts the key's request and reads the
 * session once, not once per field.
 */
@Injectable()
export class Credentials {
  constructor(private readonly apiKeys: ApiKeyAuthenticator) {}

  /** True when the request sends an API key (`Authorization: Bearer hak_…`). */
  static sendsApiKey(request: Request): boolean {
    return bearerOf(request)?.startsWith(API_KEY_PREFIX) ?? false;
  }

  resolve(request: Request, response?: Response): Promise<ResolvedCaller> {
    // The promise is kept, not its answer: a query's root fields run side by side and all wait for the one check.
    let pending = resolvedCallers.get(request);
    if (!pending) {
      pending = this.check(request, response).then(
        (caller) => ({ caller }),
        (error: unknown) => ({ error }),
      );
      resolvedCallers.set(request, pending);
    }
    return pending;
  }

  private async check(request: Request, response: Response | undefined): Promise<RequestCaller | undefined> {
    if (!request.headers.authorization) return undefined;
    const bearer = bearerOf(request);
    if (bearer?.startsWith(API_KEY_PREFIX)) return this.apiKeys.authenticate(bearer, request);
    return this.session(request, response);
  }

  /**
   * A session token: passport-jwt checks the signature and expiry (a fault comes back as `info`), then
   * `JwtStrategy.validate` the session row (it throws UnauthenticatedError). Any other error while checking the
   * session (the database busy or down) stays what it is: the request is still refused, but the client is not told
   * to sign in again.
   */
  private session(request: Request, response: Response | undefined): Promise<RequestCaller> {
    return new Promise((resolve, reject) => {
      const done = (error: unknown, user: RequestCaller | false | undefined) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else if (!user) reject(new UnauthenticatedError());
        else resolve(user);
      };
      const authenticate = passport.authenticate('jwt', { session: false }, done) as (
        req: Request,
        res: Response | undefined,
        next: (error?: unknown) => void,
      ) => void;
      authenticate(request, response, (error) => done(error, undefined));
    });
  }
}
