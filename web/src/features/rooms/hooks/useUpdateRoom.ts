import { useMutation } from '@apollo/client/react';
import { UpdateRoomDocument, type UpdateRoomInput } from '@/gql/graphql';
import { dropListFields, filterOf } from '@/lib/apollo/listFields';

/** Edits a room; the normalized cache updates its card, lists filtered by what changed are fetched again. */
export function useUpdateRoom() {
  const [mutate, { loading }] = useMutation(UpdateRoomDocument, {
    update(cache) {
      dropListFields(cache, 'rooms', (args) => {
        const filter = filterOf(args);
        return (
          Boolean(args.search || args.sort) ||
          filter.roomType !== undefined ||
          filter.floor !== undefined ||
          filter.isAc !== undefined
        );
      });
    },
  });

  const updateRoom = async (id: string, input: UpdateRoomInput) => {
    const { data } = await mutate({ variables: { id, input } });
    return data?.updateRoom ?? null;
  };

  return { updateRoom, loading };
}
