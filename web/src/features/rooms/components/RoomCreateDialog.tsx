import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { FormDialog } from '@/components/form/FormDialog';
import type { CreateRoomInput } from '@/gql/graphql';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { useCreateRoom } from '../hooks/useCreateRoom';
import { createRoomSchema, emptyRoomValues } from '../roomSchema';
import { RoomFormFields } from './RoomFormFields';

/** The Add Room button and its Create Room popup. */
export function RoomCreateDialog() {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(createRoomSchema, { defaultValues: emptyRoomValues });
  const { createRoom } = useCreateRoom();

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const handleSubmit = async (input: CreateRoomInput) => {
    const room = await createRoom(input);
    handleOpenChange(false);
    notify('success', room ? `Room ${room.roomNumber} created` : 'Room created');
  };

  return (
    <>
      <Button colorPalette="primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <LuPlus aria-hidden="true" /> Add Room
      </Button>
      <FormDialog
        title="Create Room"
        open={open}
        onOpenChange={handleOpenChange}
        form={form}
        onSubmit={handleSubmit}
        submitLabel="Create Room"
      >
        <RoomFormFields withBeds />
      </FormDialog>
    </>
  );
}
