import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { rentChangesWaitingText, useRentChangesWaiting } from '@/domain/money/useRentChangesWaiting';

/**
 * Payment Details, for admins: how many rent changes (a warden's discount, waiver, lower rent or "Bill rent from")
 * wait for their approval, with a link to Update Rent's list. Nothing when none waits.
 */
export function RentChangesWaitingNotice() {
  const count = useRentChangesWaiting();
  if (count === 0) return null;
  return (
    <Alert.Root status="warning" role="status" aria-label="Waiting for approval">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {rentChangesWaitingText(count)} for your approval.{' '}
          <Link asChild color="primary.fg" fontWeight="semibold" minHeight="11" textDecoration="underline">
            <RouterLink to={paths.updateRent}>Review on Update Rent</RouterLink>
          </Link>
        </Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}
