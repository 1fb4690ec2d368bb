import { useConfirm } from '@/components/ConfirmDialog';
import { todayInIndia } from '@/lib/format';
import { moveInConsequence } from './rentDates';
import { readableDate } from '@hostel-admin/rules';

/**
 * Before saving a Move-in Date more than 31 days back (check-in, Edit): asks in the confirmation dialog, saying
 * how many rent periods it makes due from "Bill rent from". Resolves true to go on (no question needed, or
 * Confirm), false on Cancel.
 */
export function useConfirmMoveIn() {
  const confirm = useConfirm();
  return async ({ name, moveInDate, billFrom }: { name: string; moveInDate: string; billFrom: string }) => {
    const consequence = moveInConsequence(moveInDate, billFrom || moveInDate, todayInIndia());
    if (!consequence) return true;
    return confirm({
      title: 'Save a Move-in Date more than a month back?',
      target: `${name}, moved in on ${readableDate(moveInDate)}`,
      description: `${consequence} Set "Bill rent from" to a later date if that rent was settled before.`,
      confirmLabel: 'Confirm',
      action: () => undefined,
    });
  };
}
