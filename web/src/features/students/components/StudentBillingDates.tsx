import { FormTextField } from '@/components/form/FormTextField';
import { useBillFromFollowsMoveIn } from '@/domain/rent/useBillFromFollowsMoveIn';
import { studentEditLabels } from '../studentEditSchema';

/** Move-in Date and, for a student with rent terms, the day rent is billed from (following the move-in date until set apart). */
export function StudentBillingDates({ hasRentTerms }: { hasRentTerms: boolean }) {
  useBillFromFollowsMoveIn();
  return (
    <>
      <FormTextField name="moveInDate" label={studentEditLabels.moveInDate} type="date" required />
      {hasRentTerms && (
        <FormTextField
          name="billRentFrom"
          label={studentEditLabels.billRentFrom}
          helperText="Rent periods start on this date: the Move-in Date, or later if earlier rent was settled elsewhere"
          type="date"
          required
        />
      )}
    </>
  );
}
