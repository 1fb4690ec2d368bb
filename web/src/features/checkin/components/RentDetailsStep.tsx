import { SimpleGrid } from '@chakra-ui/react';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { depositMethodOptions } from '../checkinSchema';

/** Step 4: Rent Agreement and Notice Period in days, how the deposit was paid, and the move-in date (today unless changed). */
export function RentDetailsStep() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <FormTextField name="rentAgreementDays" label="Rent Agreement (days)" inputMode="numeric" required />
      <FormTextField name="noticePeriodDays" label="Notice Period (days)" inputMode="numeric" required />
      <FormSelectField
        name="depositMethod"
        label="Deposit Method"
        options={depositMethodOptions}
        placeholder="Select deposit method"
        required
      />
      <FormTextField
        name="moveInDate"
        label="Move-in Date"
        helperText="Rent periods start on this date"
        type="date"
        required
      />
    </SimpleGrid>
  );
}
