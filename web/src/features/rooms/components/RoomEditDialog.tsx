import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import type { RoomCard_RoomFragment } from '../../../gql/graphql';
import { notify } from '../../../lib/toaster';
import { useDialogForm } from '../hooks/useDialogForm';
import { useUpdateRoom } from '../hooks/useUpdateRoom';
import { roomServerFields, toUpdateRoomInput, validateRoom, type RoomFormValues } from '../roomSchema';
import { FormDialog } from './FormDialog';
import { RoomFormFields } from './RoomFormFields';

export type RoomEditDialogProps = {
  room: RoomCard_RoomFragment;
};

function valuesOf(room: RoomCard_RoomFragment): RoomFormValues {
  return {
    roomNumber: String(room.roomNumber),
    floor: String(room.floor),
    totalBeds: String(room.totalBeds),
    rent: '',
    isAc: room.isAc ? 'true' : 'false',
    roomType: room.roomType,
  };
}

/** The Edit Room button and popup: number, floor, AC and type (beds are added and removed one by one). */
export function RoomEditDialog({ room }: RoomEditDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useDialogForm(valuesOf(room));
  const { updateRoom, loading } = useUpdateRoom();

  const handleOpen = () => {
    form.reset(valuesOf(room));
    setOpen(true);
  };

  const handleSubmit = async () => {
    const errors = validateRoom(form.values, { withBeds: false });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      await updateRoom(room.id, toUpdateRoomInput(form.values));
      setOpen(false);
      notify('success', 'Room updated');
    } catch (error) {
      form.showServerError(error, roomServerFields);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={handleOpen}>
        <LuPencil aria-hidden="true" /> Edit Room
      </Button>
      <FormDialog
        title="Edit Room"
        open={open}
        onOpenChange={setOpen}
        submitLabel="Save"
        pending={loading}
        alert={form.alert}
        onSubmit={() => void handleSubmit()}
      >
        <RoomFormFields values={form.values} errors={form.errors} disabled={loading} withBeds={false} onChange={form.handleChange} />
      </FormDialog>
    </>
  );
}
