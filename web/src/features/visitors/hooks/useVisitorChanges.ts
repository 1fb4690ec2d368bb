import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { SignInVisitorInput } from '@/gql/graphql';
import { SignInVisitorDocument } from '@/features/visitors/graphql/SignInVisitor.generated';
import { SignOutVisitorDocument } from '@/features/visitors/graphql/SignOutVisitor.generated';
import { dropListFields } from '@/lib/apollo/listFields';

/** Who is in which list changed: every page of the log is read again (the rows themselves update by id). */
const logChanged = (cache: ApolloCache) => dropListFields(cache, 'visitors', () => true);

/** Signs a visitor in; the log's pages are read again. */
export function useSignInVisitor() {
  const [mutate] = useMutation(SignInVisitorDocument, { update: logChanged });
  return async (input: SignInVisitorInput) => (await mutate({ variables: { input } })).data?.signInVisitor ?? null;
}

/** Signs a visitor out; the answer updates the row, and the Inside list and count are read again. */
export function useSignOutVisitor() {
  const [mutate] = useMutation(SignOutVisitorDocument, { update: logChanged });
  return async (id: string) => (await mutate({ variables: { input: { id } } })).data?.signOutVisitor ?? null;
}
