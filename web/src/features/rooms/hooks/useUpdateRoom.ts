import { useMutation } from '@apollo/client/react';
import { roomUpdated } from '@/domain/housing/cacheEvents';
import type { UpdateRoomInput } from '@/gql/graphql';
import { UpdateRoomDocument } from '@/features/rooms/graphql/UpdateRoom.generated';

/**
 * Edits a room; the normalized cache updates its card and beds, lists filtered by what changed are fetched again, and
 * so is its residents' room number.
 */
export function useUpdateRoom() {
  const [mutate, { loading }] = useMutation(UpdateRoomDocument, {
    update: (cache, { data }) =>
      roomUpdated(cache, data?.updateRoom.beds.flatMap((bed) => (bed.student ? [bed.student.id] : [])) ?? []),
  });

  const updateRoom = async (id: string, input: UpdateRoomInput) => {
    const { data } = await mutate({ variables: { input: { ...input, id } } });
    return data?.updateRoom ?? null;
  };

  return { updateRoom, loading };
}
