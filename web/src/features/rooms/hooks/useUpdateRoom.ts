import { useMutation } from '@apollo/client/react';
import { roomUpdated } from '@/domain/housing/cacheEvents';
import { UpdateRoomDocument, type UpdateRoomInput } from '@/gql/graphql';

/** Edits a room; the normalized cache updates its card, lists filtered by what changed are fetched again. */
export function useUpdateRoom() {
  const [mutate, { loading }] = useMutation(UpdateRoomDocument, {
    update: (cache) => roomUpdated(cache),
  });

  const updateRoom = async (id: string, input: UpdateRoomInput) => {
    const { data } = await mutate({ variables: { id, input } });
    return data?.updateRoom ?? null;
  };

  return { updateRoom, loading };
}
