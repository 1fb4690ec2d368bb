import { useApolloClient, useMutation } from '@apollo/client/react';
import { checkInConflicted, studentCheckedIn } from '@/domain/housing/cacheEvents';
import type { CheckInInput } from '@/gql/graphql';
import { CheckInDocument } from '@/features/checkin/graphql/CheckIn.generated';
import { explainGraphqlError } from '@/lib/graphqlErrors';

/**
 * Checks a new resident in. The answer carries the bed, its room and the resident, so room cards and
 * pages update through the normalized cache; resident lists and lists filtered by free beds are fetched
 * again. A CONFLICT (the bed was taken meanwhile) also drops those lists, so the choices refresh.
 */
export function useCheckIn() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(CheckInDocument, {
    update: (cache) => studentCheckedIn(cache),
  });

  const checkIn = async (input: CheckInInput) => {
    try {
      const { data } = await mutate({ variables: { input } });
      return data?.checkIn ?? null;
    } catch (error) {
      if (explainGraphqlError(error).code === 'CONFLICT') checkInConflicted(client.cache);
      throw error;
    }
  };

  return { checkIn, loading };
}
