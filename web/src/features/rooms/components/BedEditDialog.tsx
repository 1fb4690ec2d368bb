import type { BedCard_BedFragment, FoodPlan } from '../../../gql/graphql';
import { paiseToRupeesInput, rupeesToPaise } from '../../../lib/format';
import { notify } from '../../../lib/toaster';
import { bedServerFields, emptyBedValues, validateBed, type BedFormValues } from '../bedSchema';
import { useDialogForm } from '../hooks/useDialogForm';
import { useUpdateBed } from '../hooks/useUpdateBed';
import { BedFormFields } from './BedFormFields';
import { FormDialog } from './FormDialog';

export type BedEditDialogProps = {
  bed: BedCard_BedFragment;
  onClose: () => void;
};

/** Room Rent, Room Occupancy and Food Plan of a bed without a student; mounted open while it is being edited. */
export function BedEditDialog({ bed, onClose }: BedEditDialogProps) {
  const form = useDialogForm<BedFormValues>({
    ...emptyBedValues,
    rent: paiseToRupeesInput(bed.pricePerMonthPaise),
    isOccupied: bed.isOccupied ? 'true' : 'false',
    foodPlan: bed.foodPlan,
  });
  const { updateBed, loading } = useUpdateBed();

  const handleSubmit = async () => {
    const errors = validateBed(form.values, { withNumber: false });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      await updateBed(bed.id, {
        pricePerMonthPaise: rupeesToPaise(form.values.rent) ?? 0,
        foodPlan: form.values.foodPlan as FoodPlan,
        isOccupied: form.values.isOccupied === 'true',
      });
      onClose();
      notify('success', `Bed ${bed.label} updated`);
    } catch (error) {
      form.showServerError(error, bedServerFields);
    }
  };

  return (
    <FormDialog
      title={`Edit Bed ${bed.label}`}
      open
      onOpenChange={(open) => !open && onClose()}
      submitLabel="Save"
      pending={loading}
      alert={form.alert}
      onSubmit={() => void handleSubmit()}
    >
      <BedFormFields values={form.values} errors={form.errors} disabled={loading} adding={false} onChange={form.handleChange} />
    </FormDialog>
  );
}
