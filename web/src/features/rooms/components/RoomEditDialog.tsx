import type { LazyDialogProps } from '@/components/LazyDialog';
import { FormDialog } from '@/components/form/FormDialog';
import type { RoomCard_RoomFragment, UpdateRoomInput } from '@/gql/graphql';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { useUpdateRoom } from '../hooks/useUpdateRoom';
import { updateRoomSchema, type RoomEditValues } from '../roomSchema';
import { RoomFormFields } from './RoomFormFields';

export type RoomEditDialogProps = LazyDialogProps & {
  room: RoomCard_RoomFragment;
};

function valuesOf(room: RoomCard_RoomFragment): RoomEditValues {
  return {
    roomNumber: String(room.roomNumber),
    floor: String(room.floor),
    isAc: room.isAc ? 'true' : 'false',
    roomType: room.roomType,
  };
}

/**
 * The Edit Room popup: number, floor, AC and type (beds are added and removed one by one). Opened by the Edit Room
 * button (RoomActions), which mounts it afresh for each opening, so the form starts from the room as it is.
 */
export function RoomEditDialog({ room, open, onOpenChange }: RoomEditDialogProps) {
  const form = useSchemaForm(updateRoomSchema, { defaultValues: valuesOf(room) });
  const { updateRoom } = useUpdateRoom();

  const handleSubmit = async (input: UpdateRoomInput) => {
    await updateRoom(room.id, input);
    onOpenChange(false);
    notify('success', 'Room updated');
  };

  return (
    <FormDialog
      title="Edit Room"
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Save"
    >
      <RoomFormFields withBeds={false} />
    </FormDialog>
  );
}
