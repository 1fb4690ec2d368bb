import { useMutation } from '@apollo/client/react';
import { RemoveFromBedDocument } from '@/gql/graphql';
import { dropOccupancyLists } from '@/lib/apollo/listFields';

/**
 * Ends a resident's stay. The answer carries the freed bed, its room and the resident, so the room's
 * page, its card and the student list update through the normalized cache without a refetch.
 */
export function useRemoveFromBed() {
  const [mutate, { loading }] = useMutation(RemoveFromBedDocument, {
    update(cache) {
      dropOccupancyLists(cache);
    },
  });

  const removeFromBed = async (studentId: string) => {
    const { data } = await mutate({ variables: { studentId } });
    return data?.removeFromBed ?? null;
  };

  return { removeFromBed, loading };
}
