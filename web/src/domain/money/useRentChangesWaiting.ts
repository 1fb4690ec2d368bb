import { useQuery } from '@apollo/client/react';
import { RentChangesWaitingDocument } from '@/domain/money/RentChangesWaiting.generated';
import { useCan } from '@/lib/permissions';

/**
 * How many rent changes of the hostel wait for an admin's approval, for those who approve them (0 for everyone
 * else, who is not asked). Read once per screen that shows it and again after a rent change is asked for or decided
 * (`rentChangesMoved` evicts it).
 */
export function useRentChangesWaiting(): number {
  const canApprove = useCan('rent_approve');
  const { data } = useQuery(RentChangesWaitingDocument, { skip: !canApprove });
  return canApprove ? (data?.rentChangesWaiting ?? 0) : 0;
}

/** "1 rent change waits", "2 rent changes wait". */
export const rentChangesWaitingText = (count: number) =>
  count === 1 ? '1 rent change waits' : `${count} rent changes wait`;
