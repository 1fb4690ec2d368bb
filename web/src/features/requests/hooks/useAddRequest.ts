import { useMutation } from '@apollo/client/react';
import { requestsChanged } from '@/domain/requests/cacheEvents';
import type { AddRequestInput } from '@/gql/graphql';
import { AddRequestDocument } from '@/features/requests/graphql/AddRequest.generated';

/** Raises a request; the cards, the lists and the dashboard follow (requestsChanged). */
export function useAddRequest() {
  const [mutate] = useMutation(AddRequestDocument, { update: (cache) => requestsChanged(cache) });
  return {
    addRequest: async (input: AddRequestInput) => (await mutate({ variables: { input } })).data?.createRequest,
  };
}
