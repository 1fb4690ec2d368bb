import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { notify } from '../../../lib/toaster';
import { useCreateRoom } from '../hooks/useCreateRoom';
import { useDialogForm } from '../hooks/useDialogForm';
import { emptyRoomValues, roomServerFields, toCreateRoomInput, validateRoom } from '../roomSchema';
import { FormDialog } from './FormDialog';
import { RoomFormFields } from './RoomFormFields';

/** The Add Room button and its Create Room popup. */
export function RoomCreateDialog() {
  const [open, setOpen] = useState(false);
  const form = useDialogForm(emptyRoomValues);
  const { createRoom, loading } = useCreateRoom();

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const handleSubmit = async () => {
    const errors = validateRoom(form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      const room = await createRoom(toCreateRoomInput(form.values));
      handleOpenChange(false);
      notify('success', room ? `Room ${room.roomNumber} created` : 'Room created');
    } catch (error) {
      form.showServerError(error, roomServerFields);
    }
  };

  return (
    <>
      <Button colorPalette="primary" onClick={() => setOpen(true)}>
        <LuPlus aria-hidden="true" /> Add Room
      </Button>
      <FormDialog
        title="Create Room"
        open={open}
        onOpenChange={handleOpenChange}
        submitLabel="Create Room"
        pending={loading}
        alert={form.alert}
        onSubmit={() => void handleSubmit()}
      >
        <RoomFormFields
          values={form.values}
          errors={form.errors}
          disabled={loading}
          withBeds
          onChange={form.handleChange}
        />
      </FormDialog>
    </>
  );
}
