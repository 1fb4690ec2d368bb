import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBedDouble } from 'react-icons/lu';
import { FormDialog } from '@/components/form/FormDialog';
import type { AddBedInput } from '@/gql/graphql';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { addBedSchema, emptyBedValues } from '../bedSchema';
import { useAddBed } from '../hooks/useAddBed';
import { BedFormFields } from './BedFormFields';

export type BedAddDialogProps = {
  roomId: string;
  roomNumber?: number;
};

/** The Add Bed button and its popup: Bed No., Room Rent, Room Occupancy, Food Plan. */
export function BedAddDialog({ roomId, roomNumber }: BedAddDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(addBedSchema, { defaultValues: emptyBedValues });
  const { addBed } = useAddBed();

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const handleSubmit = async (values: Omit<AddBedInput, 'roomId'>) => {
    const bed = await addBed({ roomId, ...values });
    handleOpenChange(false);
    notify('success', bed ? `Bed ${bed.label} added` : 'Bed added');
  };

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <LuBedDouble aria-hidden="true" /> Add Bed
      </Button>
      <FormDialog
        title="Add Bed"
        open={open}
        onOpenChange={handleOpenChange}
        form={form}
        onSubmit={handleSubmit}
        submitLabel="Add Bed"
      >
        <BedFormFields adding roomNumber={roomNumber} />
      </FormDialog>
    </>
  );
}
