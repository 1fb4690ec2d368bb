import { useMutation } from '@apollo/client/react';
import { requestsChanged } from '@/domain/requests/cacheEvents';
import type { RequestStatus } from '@/gql/graphql';
import { ChangeRequestStatusDocument } from '@/features/requests/graphql/ChangeRequestStatus.generated';

/** Moves a request to a status; the cards, the lists and the dashboard follow (requestsChanged). */
export function useChangeRequestStatus() {
  const [mutate] = useMutation(ChangeRequestStatusDocument, { update: (cache) => requestsChanged(cache) });
  return {
    changeStatus: async (id: string, status: RequestStatus) => {
      await mutate({ variables: { input: { id, status } } });
    },
  };
}
