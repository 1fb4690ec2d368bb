import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

type BillFromFields = { moveInDate: string; billRentFrom: string };

/**
 * Keeps a form's "Bill rent from" equal to its Move-in Date until the user sets it apart: changing the move-in
 * date moves the billing start with it when the two were the same (or billing was empty).
 */
export function useBillFromFollowsMoveIn() {
  const { watch, getValues, setValue } = useFormContext<BillFromFields>();
  useEffect(() => {
    let moveIn = getValues('moveInDate');
    const subscription = watch((values, { name }) => {
      if (name !== 'moveInDate') return;
      const billFrom = getValues('billRentFrom');
      if (!billFrom || billFrom === moveIn) setValue('billRentFrom', values.moveInDate ?? '', { shouldDirty: true });
      moveIn = values.moveInDate ?? '';
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue]);
}
