import { useMutation } from '@apollo/client/react';
import { stayChanged } from '@/domain/housing/cacheEvents';
import { AssignBedDocument } from '@/features/rooms/graphql/AssignBed.generated';

/** Gives a student without a bed a free bed; beds, rooms and the student update through the cache. */
export function useAssignBed() {
  const [mutate, { loading }] = useMutation(AssignBedDocument, {
    update: (cache) => stayChanged(cache),
  });

  const assignBed = async (studentId: string, bedId: string) => {
    const { data } = await mutate({ variables: { input: { studentId, bedId } } });
    return data?.assignBed ?? null;
  };

  return { assignBed, loading };
}
