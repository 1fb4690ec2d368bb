import { SimpleGrid } from '@chakra-ui/react';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { useBillFromFollowsMoveIn } from '@/domain/rent/useBillFromFollowsMoveIn';
import { depositMethodOptions } from '../checkinSteps';

/**
 * Step 4: Rent Agreement and Notice Period in days, how the deposit was paid, the move-in date (today unless
 * changed) and the day rent is billed from (the move-in date unless changed).
 */
export function RentDetailsStep() {
  useBillFromFollowsMoveIn();
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
      <FormTextField name="moveInDate" label="Move-in Date" type="date" required />
      <FormTextField
        name="billRentFrom"
        label="Bill rent from"
        helperText="Rent periods start on this date: the Move-in Date, or later if earlier rent was settled elsewhere"
        type="date"
        required
      />
    </SimpleGrid>
  );
}
