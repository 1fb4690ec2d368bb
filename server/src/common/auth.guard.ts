import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { AuthUser } from './auth-user';
import { IS_PUBLIC, PERMISSION, SIGNED_IN } from './decorators';
import { ForbiddenError, UnauthenticatedError } from './errors';
import { requestOf } from './request-context';
import { can, Permission } from './roles';

/**
 * The global guard. Every route and operation needs a valid token and a permission from the
 * role table (`@Can`), unless marked `@Public()` or `@SignedIn()`. A handler with none of these
 * is refused: forgetting a decorator fails closed.
 */
@Injectable()
export class AppAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  private meta<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.meta<boolean>(IS_PUBLIC, context)) return this.optionalUser(context);
    await super.canActivate(context);

    const user = requestOf(context).user as AuthUser;
    if (user.role === 'tenant') throw new ForbiddenError('Residents cannot use the admin app');
    if (this.meta<boolean>(SIGNED_IN, context)) return true;
    const permission = this.meta<Permission>(PERMISSION, context);
    if (!permission || !can(user.role, permission)) throw new ForbiddenError();
    return true;
  }

  /**
   * Public operations read a valid token (a signed-in admin registering a user) and ignore a bad
   * one: an expired token left in a browser must not stop its user from signing in again.
   */
  private async optionalUser(context: ExecutionContext): Promise<true> {
    const request = requestOf(context);
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch (error) {
      if (!(error instanceof UnauthenticatedError)) throw error;
      request.user = undefined;
    }
    return true;
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
