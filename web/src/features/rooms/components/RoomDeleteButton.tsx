import { Button } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '@/components/ConfirmDialog';
import { paths } from '@/config/paths';
import type { RoomCard_RoomFragment } from '@/gql/graphql';
import { useDeleteRoom } from '../hooks/useDeleteRoom';

export type RoomDeleteButtonProps = {
  room: RoomCard_RoomFragment;
  /** Called with true before the room goes (the page stops watching it) and false if it stays. */
  onDeletingChange: (deleting: boolean) => void;
};

/** Delete Room, after a confirmation; only while no bed is occupied. Goes back to the rooms. */
export function RoomDeleteButton({ room, onDeletingChange }: RoomDeleteButtonProps) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { deleteRoom } = useDeleteRoom();
  const occupied = room.bedsOccupied > 0;

  const handleDelete = () =>
    confirm({
      title: `Are you sure you want to delete room ${room.roomNumber}?`,
      target: `Room ${room.roomNumber}`,
      action: async () => {
        onDeletingChange(true);
        try {
          await deleteRoom(room.id);
        } catch (error) {
          onDeletingChange(false);
          throw error;
        }
        navigate(paths.rooms);
      },
      success: `Room ${room.roomNumber} deleted`,
      destructive: true,
      failure: `Room ${room.roomNumber} was not deleted. Try again, or choose Cancel.`,
    });

  return (
    <Button
      variant="outline"
      colorPalette="red"
      disabled={occupied}
      title={occupied ? 'Remove every student from the room first' : undefined}
      onClick={handleDelete}
    >
      <LuTrash2 aria-hidden="true" /> Delete Room
    </Button>
  );
}
