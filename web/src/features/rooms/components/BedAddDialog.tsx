import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBedDouble } from 'react-icons/lu';
import type { FoodPlan } from '../../../gql/graphql';
import { rupeesToPaise } from '../../../lib/format';
import { notify } from '../../../lib/toaster';
import { bedServerFields, emptyBedValues, validateBed } from '../bedSchema';
import { useAddBed } from '../hooks/useAddBed';
import { useDialogForm } from '../hooks/useDialogForm';
import { BedFormFields } from './BedFormFields';
import { FormDialog } from './FormDialog';

export type BedAddDialogProps = {
  roomId: string;
};

/** The Add Bed button and its popup: Bed No., Room Rent, Room Occupancy, Food Plan. */
export function BedAddDialog({ roomId }: BedAddDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useDialogForm(emptyBedValues);
  const { addBed, loading } = useAddBed();

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const handleSubmit = async () => {
    const errors = validateBed(form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      const bed = await addBed({
        roomId,
        bedNumber: Number(form.values.bedNumber.trim()),
        pricePerMonthPaise: rupeesToPaise(form.values.rent) ?? 0,
        isOccupied: form.values.isOccupied === 'true',
        foodPlan: form.values.foodPlan as FoodPlan,
      });
      handleOpenChange(false);
      notify('success', bed ? `Bed ${bed.label} added` : 'Bed added');
    } catch (error) {
      form.showServerError(error, bedServerFields);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <LuBedDouble aria-hidden="true" /> Add Bed
      </Button>
      <FormDialog
        title="Add Bed"
        open={open}
        onOpenChange={handleOpenChange}
        submitLabel="Add Bed"
        pending={loading}
        alert={form.alert}
        onSubmit={() => void handleSubmit()}
      >
        <BedFormFields values={form.values} errors={form.errors} disabled={loading} adding onChange={form.handleChange} />
      </FormDialog>
    </>
  );
}
