import { SimpleGrid } from '@chakra-ui/react';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { foodPlanOptions } from '@/domain/housing/labels';
import { bedFormLabels, bedNumberHelp, occupancyOptions } from '../bedSchema';

export type BedFormFieldsProps = {
  /** Adding a bed asks for its number; editing keeps it. */
  adding: boolean;
  /** The room's number, for the example name under Bed No. */
  roomNumber?: number;
};

export function BedFormFields({ adding, roomNumber }: BedFormFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {adding && (
        <FormTextField
          name="bedNumber"
          label={bedFormLabels.bedNumber}
          helperText={bedNumberHelp(roomNumber)}
          inputMode="numeric"
          required
        />
      )}
      <FormTextField
        name="pricePerMonthRupees"
        label={bedFormLabels.pricePerMonthRupees}
        helperText="Rupees per month"
        inputMode="decimal"
        required
      />
      <FormSelectField
        name="isOccupied"
        label={bedFormLabels.isOccupied}
        options={occupancyOptions}
        helperText={adding ? undefined : 'Occupied holds the bed without a student; Available frees it'}
        required
      />
      <FormSelectField name="foodPlan" label={bedFormLabels.foodPlan} options={foodPlanOptions} required />
    </SimpleGrid>
  );
}
