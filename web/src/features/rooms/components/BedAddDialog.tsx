import type { LazyDialogProps } from '@/components/LazyDialog';
import { FormDialog } from '@/components/form/FormDialog';
import type { AddBedInput } from '@/gql/graphql';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { addBedSchema, emptyBedValues } from '../bedSchema';
import { useAddBed } from '../hooks/useAddBed';
import { BedFormFields } from './BedFormFields';

export type BedAddDialogProps = LazyDialogProps & {
  roomId: string;
  roomNumber?: number;
};

/** The Add Bed popup: Bed No., Room Rent, Room Occupancy, Food Plan. Opened by the Add Bed button (RoomActions). */
export function BedAddDialog({ roomId, roomNumber, open, onOpenChange }: BedAddDialogProps) {
  const form = useSchemaForm(addBedSchema, { defaultValues: emptyBedValues });
  const { addBed } = useAddBed();

  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset();
  };

  const handleSubmit = async (values: Omit<AddBedInput, 'roomId'>) => {
    const bed = await addBed({ roomId, ...values });
    handleOpenChange(false);
    notify('success', bed ? `Bed ${bed.label} added` : 'Bed added');
  };

  return (
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
  );
}
