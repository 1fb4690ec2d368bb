import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';
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

/**
 * Copies the server's X-Request-Id into the answer's `extensions.requestId`, so that a failure the screen cannot
 * word can still name the request for a report (lib/graphqlErrors.ts).
 */
export const requestIdLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      const response = operation.getContext().response as Response | undefined;
      const requestId = response?.headers?.get('X-Request-Id');
      return requestId ? { ...result, extensions: { ...result.extensions, requestId } } : result;
    }),
  ),
);
