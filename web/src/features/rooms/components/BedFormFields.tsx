import { SimpleGrid } from '@chakra-ui/react';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { foodPlanOptions } from '@/domain/housing/labels';
import { bedFormLabels, occupancyOptions } from '../bedSchema';

export type BedFormFieldsProps = {
  /** Adding a bed asks for its number; editing keeps it. */
  adding: boolean;
};

export function BedFormFields({ adding }: BedFormFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {adding && <FormTextField name="bedNumber" label={bedFormLabels.bedNumber} inputMode="numeric" required />}
      <FormTextField
        name="pricePerMonthPaise"
        label={bedFormLabels.pricePerMonthPaise}
        helperText="Rupees per month"
        inputMode="decimal"
        required
      />
      <FormSelectField
        name="isOccupied"
        label={bedFormLabels.isOccupied}
        options={occupancyOptions}
        helperText={adding ? undefined : 'True holds the bed without a student; False frees it'}
        required
      />
      <FormSelectField name="foodPlan" label={bedFormLabels.foodPlan} options={foodPlanOptions} required />
    </SimpleGrid>
  );
}
