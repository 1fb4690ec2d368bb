import { useMutation } from '@apollo/client/react';
import type { UpdateBedInput } from '@/gql/graphql';
import { UpdateBedDocument } from '@/features/rooms/graphql/UpdateBed.generated';

/** Changes a bed's rent or food plan; the normalized cache updates every screen showing the bed. */
export function useUpdateBed() {
  const [mutate, { loading }] = useMutation(UpdateBedDocument);

  const updateBed = async (id: string, input: UpdateBedInput) => {
    const { data } = await mutate({ variables: { input: { ...input, id } } });
    return data?.updateBed ?? null;
  };

  return { updateBed, loading };
}
