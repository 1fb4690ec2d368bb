import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { FormDialog } from '@/components/form/FormDialog';
import type { RoomCard_RoomFragment, UpdateRoomInput } from '@/gql/graphql';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { useUpdateRoom } from '../hooks/useUpdateRoom';
import { updateRoomSchema, type RoomEditValues } from '../roomSchema';
import { RoomFormFields } from './RoomFormFields';

export type RoomEditDialogProps = {
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

/** The Edit Room button and popup: number, floor, AC and type (beds are added and removed one by one). */
export function RoomEditDialog({ room }: RoomEditDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(updateRoomSchema, { defaultValues: valuesOf(room) });
  const { updateRoom } = useUpdateRoom();

  const handleOpen = () => {
    form.reset(valuesOf(room));
    setOpen(true);
  };

  const handleSubmit = async (input: UpdateRoomInput) => {
    await updateRoom(room.id, input);
    setOpen(false);
    notify('success', 'Room updated');
  };

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={handleOpen}>
        <LuPencil aria-hidden="true" /> Edit Room
      </Button>
      <FormDialog
        title="Edit Room"
        open={open}
        onOpenChange={setOpen}
        form={form}
        onSubmit={handleSubmit}
        submitLabel="Save"
      >
        <RoomFormFields withBeds={false} />
      </FormDialog>
    </>
  );
}
