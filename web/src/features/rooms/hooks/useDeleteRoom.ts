import { useMutation } from '@apollo/client/react';
import { roomDeleted } from '@/domain/housing/cacheEvents';
import { DeleteRoomDocument } from '@/features/rooms/graphql/DeleteRoom.generated';

/** Deletes an empty room, takes it out of the rooms lists and evicts it. */
export function useDeleteRoom() {
  const [mutate, { loading }] = useMutation(DeleteRoomDocument, {
    update(cache, { data }) {
      if (data) roomDeleted(cache, data.deleteRoom.id);
    },
  });

  const deleteRoom = async (id: string) => {
    await mutate({ variables: { input: { id } } });
  };

  return { deleteRoom, loading };
}
