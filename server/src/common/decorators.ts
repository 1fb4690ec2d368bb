import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Permission } from './roles';
import type { RequestCaller } from './caller';
import { requestOf } from './request-context';

export const IS_PUBLIC = 'isPublic';
export const PERMISSION = 'permission';

/** Opens a route or operation to callers without a token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Names the permission a handler needs; a guarded handler without one is refused (fail closed). */
export const Can = (permission: Permission) => SetMetadata(PERMISSION, permission);

/** Only requires a signed-in user of any role that may use the admin app. */
export const SIGNED_IN = 'signedIn';
export const SignedIn = () => SetMetadata(SIGNED_IN, true);

/**
 * Lets a resident's own login (`tenant`) through a `@SignedIn()` handler too (signing out). Everything else a
 * resident may call is `@Can('resident.self')`; the rest of the API refuses them.
 */
export const RESIDENTS_TOO = 'residentsToo';
export const ResidentsToo = () => SetMetadata(RESIDENTS_TOO, true);

export const CurrentCaller = createParamDecorator((_: unknown, context: ExecutionContext): RequestCaller => {
  return requestOf(context).user as RequestCaller;
});
