import { SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { TextField } from '../../../components/TextField';
import { CheckInBedStepDocument } from '../../../gql/graphql';
import { formatPaise, paiseToRupeesInput } from '../../../lib/format';
import { foodPlanLabels } from '../../../lib/roomLabels';
import type { StepProps } from './stepProps';
import { SelectField } from '../../../components/SelectField';

/** Step 3: a free bed of the chosen room; Rent starts at the bed's price, Deposit at the hostel's default, Deposit Date at today. */
export function BedDetailsStep({ values, errors, disabled, onChange }: StepProps) {
  const { data, loading, error } = useQuery(CheckInBedStepDocument, {
    variables: { roomId: values.roomId },
    skip: !values.roomId,
  });
  const beds = data?.beds.items ?? [];

  const handleBedChange = (bedId: string) => {
    onChange('bedId', bedId);
    const bed = beds.find((item) => item.id === bedId);
    if (bed) onChange('rent', paiseToRupeesInput(bed.pricePerMonthPaise));
  };

  const options = beds.map((bed) => ({
    value: bed.id,
    label: `${bed.label} · ${formatPaise(bed.pricePerMonthPaise)} · ${foodPlanLabels[bed.foodPlan]}`,
  }));

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <SelectField
        label="Bed Number"
        error={errors.bedId}
        required
        name="bedId"
        value={values.bedId}
        options={options}
        placeholder={loading ? 'Loading beds…' : 'Select bed number'}
        disabled={disabled || loading}
        onChange={handleBedChange}
      />
      <TextField label="Rent" error={errors.rent} helperText="Rupees per month" name="rent" inputMode="decimal" value={values.rent} disabled={disabled} required onChange={(value) => onChange('rent', value)} />
      <TextField label="Deposit" error={errors.deposit} helperText="Rupees" name="deposit" inputMode="decimal" value={values.deposit} disabled={disabled} required onChange={(value) => onChange('deposit', value)} />
      <TextField label="Deposit Date" error={errors.depositPaidOn} helperText="When the deposit was paid" name="depositPaidOn" type="date" value={values.depositPaidOn} disabled={disabled} required onChange={(value) => onChange('depositPaidOn', value)} />
      {error && <ErrorAlert title="Could not load the beds" message={error.message} />}
      {data && beds.length === 0 && <Text color="fg.muted">This room has no free bed any more.</Text>}
    </SimpleGrid>
  );
}
