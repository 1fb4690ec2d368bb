import { useMutation } from '@apollo/client/react';
import { DeleteRoomDocument } from '@/gql/graphql';
import { removeRoom } from './roomListCache';

/** Deletes an empty room, takes it out of the rooms lists and evicts it. */
export function useDeleteRoom() {
  const [mutate, { loading }] = useMutation(DeleteRoomDocument, {
    update(cache, { data }) {
      if (data) removeRoom(cache, data.deleteRoom.id);
    },
  });

  const deleteRoom = async (id: string) => {
    await mutate({ variables: { id } });
  };

  return { deleteRoom, loading };
}
