import { SimpleGrid } from '@chakra-ui/react';
import { TextField } from '../../../components/TextField';
import { depositMethodOptions } from '../checkinSchema';
import type { StepProps } from './stepProps';
import { SelectField } from '../../../components/SelectField';

/** Step 4: Rent Agreement and Notice Period in days, how the deposit was paid, and the move-in date (today unless changed). */
export function RentDetailsStep({ values, errors, disabled, onChange }: StepProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <TextField label="Rent Agreement (days)" error={errors.rentAgreementDays} name="rentAgreementDays" inputMode="numeric" value={values.rentAgreementDays} disabled={disabled} required onChange={(value) => onChange('rentAgreementDays', value)} />
      <TextField label="Notice Period (days)" error={errors.noticePeriodDays} name="noticePeriodDays" inputMode="numeric" value={values.noticePeriodDays} disabled={disabled} required onChange={(value) => onChange('noticePeriodDays', value)} />
      <SelectField
        label="Deposit Method"
        error={errors.depositMethod}
        required
        name="depositMethod"
        value={values.depositMethod}
        options={depositMethodOptions}
        placeholder="Select deposit method"
        disabled={disabled}
        onChange={(value) => onChange('depositMethod', value)}
      />
      <TextField label="Move-in Date" error={errors.moveInDate} helperText="Rent periods start on this date" name="moveInDate" type="date" value={values.moveInDate} disabled={disabled} required onChange={(value) => onChange('moveInDate', value)} />
    </SimpleGrid>
  );
}
