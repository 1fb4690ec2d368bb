import { useMutation } from '@apollo/client/react';
import { bedAdded } from '@/domain/housing/cacheEvents';
import type { AddBedInput } from '@/gql/graphql';
import { AddBedDocument } from '@/features/rooms/graphql/AddBed.generated';

/**
 * Adds a bed. The answer carries the room with its fresh counters and bed list, so the room's page
 * and card update through the normalized cache; lists filtered by free beds are fetched again.
 */
export function useAddBed() {
  const [mutate, { loading }] = useMutation(AddBedDocument, {
    update: (cache) => bedAdded(cache),
  });

  const addBed = async (input: AddBedInput) => {
    const { data } = await mutate({ variables: { input } });
    return data?.createBed ?? null;
  };

  return { addBed, loading };
}
