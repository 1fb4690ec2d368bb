import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { authorizationHeader, clearSession } from '../session';

export const authLink = new SetContextLink((prevContext) => ({
  headers: { ...prevContext.headers, ...authorizationHeader() },
}));

function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

/** An expired or revoked token ends the session; the route guard then sends the user to login. */
export const signOutOnAuthErrorLink = new ErrorLink(({ error }) => {
  if (isUnauthenticated(error)) clearSession();
});
