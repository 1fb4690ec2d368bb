import { FormDialog } from '@/components/form/FormDialog';
import type { BedCard_BedFragment, UpdateBedInput } from '@/gql/graphql';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { updateBedSchema } from '../bedSchema';
import { useUpdateBed } from '../hooks/useUpdateBed';
import { BedFormFields } from './BedFormFields';
import { Money } from '@hostel-admin/rules';

export type BedEditDialogProps = {
  bed: BedCard_BedFragment;
  onClose: () => void;
};

/** Room Rent, Room Occupancy and Food Plan of a bed without a student; mounted open while it is being edited. */
export function BedEditDialog({ bed, onClose }: BedEditDialogProps) {
  const form = useSchemaForm(updateBedSchema, {
    defaultValues: {
      pricePerMonthRupees: Money.toRupeesInput(bed.pricePerMonthPaise),
      isOccupied: bed.isOccupied ? 'true' : 'false',
      foodPlan: bed.foodPlan,
    },
  });
  const { updateBed } = useUpdateBed();

  const handleSubmit = async (input: UpdateBedInput) => {
    await updateBed(bed.id, input);
    onClose();
    notify('success', `Bed ${bed.label} updated`);
  };

  return (
    <FormDialog
      title={`Edit Bed ${bed.label}`}
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Save"
    >
      <BedFormFields adding={false} />
    </FormDialog>
  );
}
