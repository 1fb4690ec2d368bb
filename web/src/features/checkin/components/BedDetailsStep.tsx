import { SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LoadError } from '@/components/LoadError';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { CheckInBedStepDocument } from '@/features/checkin/graphql/CheckInBedStep.generated';
import { foodPlanLabels } from '@/domain/housing/labels';
import { Money } from '@hostel-admin/rules';

/** Step 3: a free bed of the chosen room; Rent starts at the bed's price, Deposit at the hostel's default, Deposit Date at today. */
export function BedDetailsStep() {
  const roomId = useWatch({ name: 'roomId' }) as string;
  const { setValue, clearErrors } = useFormContext();
  const { data, loading, error, refetch } = useQuery(CheckInBedStepDocument, {
    variables: { roomId },
    skip: !roomId,
  });
  const beds = data?.beds.items ?? [];

  const handleBedChange = (bedId: string) => {
    const bed = beds.find((item) => item.id === bedId);
    if (!bed) return;
    setValue('monthlyRentRupees', Money.toRupeesInput(bed.pricePerMonthPaise));
    clearErrors('monthlyRentRupees');
  };

  const options = beds.map((bed) => ({
    value: bed.id,
    label: `${bed.label} · ${Money.format(bed.pricePerMonthPaise)} · ${foodPlanLabels[bed.foodPlan]}`,
  }));

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <FormSelectField
        name="bedId"
        label="Bed Number"
        options={options}
        placeholder={loading ? 'Loading beds…' : 'Select bed number'}
        disabled={loading}
        required
        onValueChange={handleBedChange}
      />
      <FormTextField name="monthlyRentRupees" label="Rent" helperText="Rupees per month" inputMode="decimal" required />
      <FormTextField name="depositRupees" label="Deposit" helperText="Rupees" inputMode="decimal" required />
      <FormTextField
        name="depositPaidOn"
        label="Deposit Date"
        helperText="When the deposit was paid"
        type="date"
        required
      />
      {error && <LoadError what="the beds" error={error} onRetry={refetch} />}
      {data && beds.length === 0 && <Text color="fg.muted">This room has no free bed any more.</Text>}
    </SimpleGrid>
  );
}
