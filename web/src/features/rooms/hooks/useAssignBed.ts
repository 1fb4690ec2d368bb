import { useMutation } from '@apollo/client/react';
import { AssignBedDocument } from '@/gql/graphql';
import { dropOccupancyLists } from '@/lib/apollo/listFields';

/** Gives a resident without a bed a free bed; beds, rooms and the resident update through the cache. */
export function useAssignBed() {
  const [mutate, { loading }] = useMutation(AssignBedDocument, {
    update(cache) {
      dropOccupancyLists(cache);
    },
  });

  const assignBed = async (studentId: string, bedId: string) => {
    const { data } = await mutate({ variables: { studentId, bedId } });
    return data?.assignBed ?? null;
  };

  return { assignBed, loading };
}
