import { useMutation } from '@apollo/client/react';
import { AddBedDocument, type AddBedInput } from '@/gql/graphql';
import { dropListFields, filterOf } from '@/lib/apollo/listFields';

/**
 * Adds a bed. The answer carries the room with its fresh counters and bed list, so the room's page
 * and card update through the normalized cache; lists filtered by free beds are fetched again.
 */
export function useAddBed() {
  const [mutate, { loading }] = useMutation(AddBedDocument, {
    update(cache) {
      dropListFields(cache, 'rooms', (args) => {
        const filter = filterOf(args);
        return filter.availability !== undefined || filter.hasFreeBed !== undefined;
      });
      dropListFields(cache, 'beds', () => true);
    },
  });

  const addBed = async (input: AddBedInput) => {
    const { data } = await mutate({ variables: { input } });
    return data?.addBed ?? null;
  };

  return { addBed, loading };
}
