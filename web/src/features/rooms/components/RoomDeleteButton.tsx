import { Button } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { confirmToast } from '@/components/ConfirmToast';
import { paths } from '@/config/paths';
import type { RoomCard_RoomFragment } from '@/gql/graphql';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { notify } from '@/lib/toaster';
import { useDeleteRoom } from '../hooks/useDeleteRoom';

export type RoomDeleteButtonProps = {
  room: RoomCard_RoomFragment;
  /** Called with true before the room goes (the page stops watching it) and false if it stays. */
  onDeletingChange: (deleting: boolean) => void;
};

/** Delete Room, after a confirmation; only while no bed is occupied. Goes back to the rooms. */
export function RoomDeleteButton({ room, onDeletingChange }: RoomDeleteButtonProps) {
  const navigate = useNavigate();
  const { deleteRoom, loading } = useDeleteRoom();
  const occupied = room.bedsOccupied > 0;

  const handleDelete = () => {
    confirmToast({
      message: `Are you sure you want to delete room ${room.roomNumber}?`,
      onConfirm: async () => {
        onDeletingChange(true);
        try {
          await deleteRoom(room.id);
          navigate(paths.rooms);
          notify('success', `Room ${room.roomNumber} deleted`);
        } catch (error) {
          onDeletingChange(false);
          notify('error', 'Could not delete the room', explainGraphqlError(error).summary);
        }
      },
    });
  };

  return (
    <Button
      variant="outline"
      colorPalette="red"
      loading={loading}
      disabled={occupied}
      title={occupied ? 'Remove every student from the room first' : undefined}
      onClick={handleDelete}
    >
      <LuTrash2 aria-hidden="true" /> Delete Room
    </Button>
  );
}
