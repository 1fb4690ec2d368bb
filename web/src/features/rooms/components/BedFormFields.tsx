import { SimpleGrid } from '@chakra-ui/react';
import { TextField } from '../../../components/TextField';
import { bedFormLabels, occupancyOptions, type BedFormErrors, type BedFormField, type BedFormValues } from '../bedSchema';
import { foodPlanOptions } from '../../../lib/roomLabels';
import { SelectField } from '../../../components/SelectField';

export type BedFormFieldsProps = {
  values: BedFormValues;
  errors: BedFormErrors;
  disabled: boolean;
  /** Adding a bed asks for its number; editing keeps it. */
  adding: boolean;
  onChange: (field: BedFormField, value: string) => void;
};

export function BedFormFields({ values, errors, disabled, adding, onChange }: BedFormFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {adding && (
        <TextField label={bedFormLabels.bedNumber} error={errors.bedNumber} name="bedNumber" inputMode="numeric" value={values.bedNumber} disabled={disabled} required onChange={(value) => onChange('bedNumber', value)} />
      )}
      <TextField label={bedFormLabels.rent} error={errors.rent} helperText="Rupees per month" name="rent" inputMode="decimal" value={values.rent} disabled={disabled} required onChange={(value) => onChange('rent', value)} />
      <SelectField
        label={bedFormLabels.isOccupied}
        error={errors.isOccupied}
        helperText={adding ? undefined : 'True holds the bed without a student; False frees it'}
        required
        name="isOccupied"
        value={values.isOccupied}
        options={occupancyOptions}
        disabled={disabled}
        onChange={(value) => onChange('isOccupied', value)}
      />
      <SelectField
        label={bedFormLabels.foodPlan}
        error={errors.foodPlan}
        required
        name="foodPlan"
        value={values.foodPlan}
        options={foodPlanOptions}
        disabled={disabled}
        onChange={(value) => onChange('foodPlan', value)}
      />
    </SimpleGrid>
  );
}
