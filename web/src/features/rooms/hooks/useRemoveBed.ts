import { useMutation } from '@apollo/client/react';
import { bedRemoved } from '@/domain/housing/cacheEvents';
import { RemoveBedDocument } from '@/features/rooms/graphql/RemoveBed.generated';

/** Deletes a free bed: the answer's room carries the new bed list and counters; the bed is evicted. */
export function useRemoveBed() {
  const [mutate, { loading }] = useMutation(RemoveBedDocument, {
    update(cache, { data }) {
      if (data) bedRemoved(cache, data.deleteBed.id);
    },
  });

  const removeBed = async (id: string) => {
    await mutate({ variables: { input: { id } } });
  };

  return { removeBed, loading };
}
