import { useMutation } from '@apollo/client/react';
import { stayChanged } from '@/domain/housing/cacheEvents';
import { RemoveFromBedDocument } from '@/features/rooms/graphql/RemoveFromBed.generated';

/**
 * Ends a student's stay. The answer carries the freed bed, its room and the student, so the room's
 * page, its card and the student list update through the normalized cache without a refetch.
 */
export function useRemoveFromBed() {
  const [mutate, { loading }] = useMutation(RemoveFromBedDocument, {
    update: (cache) => stayChanged(cache),
  });

  const removeFromBed = async (studentId: string) => {
    const { data } = await mutate({ variables: { studentId } });
    return data?.removeFromBed ?? null;
  };

  return { removeFromBed, loading };
}
