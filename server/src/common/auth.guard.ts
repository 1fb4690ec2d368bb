import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { GraphQLResolveInfo } from 'graphql';
import { callerCan } from './caller';
import { Credentials } from './credentials';
import { DatabaseState } from './database-state';
import { IS_PUBLIC, PERMISSION, RESIDENTS_TOO, SIGNED_IN } from './decorators';
import { ForbiddenError, UnauthenticatedError } from './errors';
import { requestOf, responseOf } from './request-context';
import type { Permission } from './roles';

/** The guard's refusal of a change asked with a read-only API key: the message names the key's access. */
export const READ_ONLY_KEY = 'This API key is read only: it cannot change anything.';
/** The guard's refusal of a person's own operation (`@SignedIn()`) asked with an API key. */
export const KEY_IS_NOT_A_PERSON =
  "An API key is not a person: a signed-in person's own profile, activity, alerts, password and sign-out are not for it.";

/** A GraphQL query or an HTTP GET (or HEAD): it changes nothing, and what it reads may share one state token. */
function readsOnly(context: ExecutionContext, request: Request): boolean {
  if (context.getType<string>() === 'graphql')
    return GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>().operation.operation === 'query';
  return request.method === 'GET' || request.method === 'HEAD';
}

/**
 * The global guard. Every route and operation needs a caller with a permission from the role table (`@Can`), unless
 * marked `@Public()` or `@SignedIn()`. A handler with none of these is refused: forgetting a decorator fails closed.
 * The caller comes from `Credentials` (the one place that resolves one): a `UserCaller` from a session token or an
 * `ApiKeyCaller` from `Bearer hak_…`. Both go through the same checks below, and handlers read either with
 * `@CurrentCaller()`: there is no second path into the services for keys.
 */
@Injectable()
export class AppAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly state: DatabaseState,
    private readonly credentials: Credentials,
  ) {}

  private meta<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    const reads = readsOnly(context, request);
    if (reads) this.state.readOnlyRequest();
    const resolved = await this.credentials.resolve(request, responseOf(context));
    // A key's first use in a minute writes its last-used time (`Transactions.run` ends the read-only scope): the reads
    // after it share a token taken after that write.
    if (reads) this.state.readOnlyRequest();
    const caller = 'caller' in resolved ? resolved.caller : undefined;
    // A read-only key changes nothing, through any door: every mutation and every HTTP method but GET and HEAD, public
    // ones (signing in) too.
    if (caller?.kind === 'apiKey' && caller.access === 'read_only' && !reads) throw new ForbiddenError(READ_ONLY_KEY);
    if (this.meta<boolean>(IS_PUBLIC, context)) {
      // Public operations read a valid token (a signed-in admin registering a user) and ignore a bad one: an
      // expired token left in a browser must not stop its user from signing in again.
      if ('error' in resolved && !(resolved.error instanceof UnauthenticatedError)) throw resolved.error;
      request.user = caller;
      return true;
    }
    if ('error' in resolved) throw resolved.error;
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
    if (this.meta<boolean>(SIGNED_IN, context)) {
      // `@SignedIn()` operations are a person's own: their profile (`me` would answer the issuing admin's, with an
      // admin's permissions the key does not have), activity, bell and sign-out. A key acts for its hostel.
      if (caller.kind === 'apiKey') throw new ForbiddenError(KEY_IS_NOT_A_PERSON);
      return true;
    }
    if (!permission || !callerCan(caller, permission)) throw new ForbiddenError();
    return true;
  }
}
