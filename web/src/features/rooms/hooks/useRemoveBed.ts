import { useMutation } from '@apollo/client/react';
import { RemoveBedDocument } from '@/gql/graphql';
import { dropListFields, filterOf } from '@/lib/apollo/listFields';

/** Removes a free bed: the answer's room carries the new bed list and counters; the bed is evicted. */
export function useRemoveBed() {
  const [mutate, { loading }] = useMutation(RemoveBedDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Bed', id: data.removeBed.id }) });
      cache.gc();
      dropListFields(cache, 'rooms', (args) => {
        const filter = filterOf(args);
        return filter.availability !== undefined || filter.hasFreeBed !== undefined;
      });
      dropListFields(cache, 'beds', () => true);
    },
  });

  const removeBed = async (id: string) => {
    await mutate({ variables: { id } });
  };

  return { removeBed, loading };
}
