import { useMutation } from '@apollo/client/react';
import { roomCreated } from '@/domain/housing/cacheEvents';
import type { CreateRoomInput } from '@/gql/graphql';
import { CreateRoomDocument } from '@/features/rooms/graphql/CreateRoom.generated';

/** Creates a room with its beds and adds it to the rooms lists it belongs in. */
export function useCreateRoom() {
  const [mutate, { loading }] = useMutation(CreateRoomDocument, {
    update(cache, { data }) {
      if (data) roomCreated(cache, data.createRoom);
    },
  });

  const createRoom = async (input: CreateRoomInput) => {
    const { data } = await mutate({ variables: { input } });
    return data?.createRoom ?? null;
  };

  return { createRoom, loading };
}
