import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { GraphQLResolveInfo } from 'graphql';
import { callerCan, type RequestCaller } from './caller';
import { DatabaseState } from './database-state';
import { IS_PUBLIC, PERMISSION, RESIDENTS_TOO, SIGNED_IN } from './decorators';
import { ForbiddenError, UnauthenticatedError } from './errors';
import { requestOf } from './request-context';
import type { Permission } from './roles';

/** A GraphQL query or an HTTP GET: what it reads may share one database state token (`DatabaseState`). */
function readsOnly(context: ExecutionContext, request: Request): boolean {
  if (context.getType<string>() === 'graphql')
    return GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>().operation.operation === 'query';
  return request.method === 'GET' || request.method === 'HEAD';
}

/**
 * What the request's credentials resolved to: the caller, none (no credentials, or a bad token on a public
 * operation), or the error that refused them. Kept per request, so a GraphQL document with several fields checks the
 * token and reads the session once, not once per field.
 */
type Resolved = { caller: RequestCaller | undefined } | { error: unknown };
const resolvedCallers = new WeakMap<Request, Promise<Resolved>>();

/**
 * The global guard and the one place a caller is resolved. Every route and operation needs a caller with a
 * permission from the role table (`@Can`), unless marked `@Public()` or `@SignedIn()`. A handler with none of these
 * is refused: forgetting a decorator fails closed. The caller is a `UserCaller` from the bearer token (passport-jwt,
 * then the session row: `auth/sessions.service.ts`); an API key will resolve here too, to an `ApiKeyCaller`.
 * Handlers read it with `@CurrentCaller()`.
 */
@Injectable()
export class AppAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly state: DatabaseState,
  ) {
    super();
  }

  getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  private meta<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    if (readsOnly(context, request)) this.state.readOnlyRequest();
    // The promise is kept, not its answer: a query's root fields run side by side and all wait for the one check.
    let pending = resolvedCallers.get(request);
    if (!pending) {
      pending = this.resolve(context, request);
      resolvedCallers.set(request, pending);
    }
    const resolved = await pending;
    if (this.meta<boolean>(IS_PUBLIC, context)) {
      // Public operations read a valid token (a signed-in admin registering a user) and ignore a bad one: an
      // expired token left in a browser must not stop its user from signing in again.
      if ('error' in resolved && !(resolved.error instanceof UnauthenticatedError)) throw resolved.error;
      request.user = 'caller' in resolved ? resolved.caller : undefined;
      return true;
    }
    if ('error' in resolved) throw resolved.error;
    const caller = resolved.caller;
    if (!caller) throw new UnauthenticatedError();
    request.user = caller;
    const permission = this.meta<Permission>(PERMISSION, context);
    // A resident's own login reaches the resident page's operations (and signing out), never the admin app's.
    if (
      caller.kind === 'user' &&
      caller.role === 'tenant' &&
      permission !== 'resident.self' &&
      !this.meta<boolean>(RESIDENTS_TOO, context)
    )
      throw new ForbiddenError('Residents cannot use the admin app');
    if (this.meta<boolean>(SIGNED_IN, context)) return true;
    if (!permission || !callerCan(caller, permission)) throw new ForbiddenError();
    return true;
  }

  /** Checks the request's credentials: passport-jwt, then the session (`JwtStrategy.validate`). */
  private async resolve(context: ExecutionContext, request: Request): Promise<Resolved> {
    if (!request.headers.authorization) return { caller: undefined };
    try {
      await super.canActivate(context);
      return { caller: request.user as RequestCaller };
    } catch (error) {
      return { error };
    }
  }

  /**
   * A bad, expired or revoked token is UNAUTHENTICATED (passport-jwt reports token faults as `info`, the session
   * check throws UnauthenticatedError). Any other error while checking the session (the database busy or down)
   * stays what it is: the request is still refused, but the client is not told to sign in again.
   */
  handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthenticatedError();
    return user;
  }
}
