import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '@/components/ErrorAlert';
import { LoadError } from '@/components/LoadError';
import { useCan } from '@/lib/permissions';
import { PageHeader } from '@/components/PageHeader';
import { PageSkeleton } from '@/components/PageSkeleton';
import type { RoomType } from '@/gql/graphql';
import { CheckInPageDocument } from '@/features/checkin/graphql/CheckInPage.generated';
import { todayInIndia } from '@/lib/format';
import { roomTypeLabels } from '@/domain/housing/labels';
import { emptyCheckInValues, type CheckInValues } from '../checkinSteps';
import { CheckInDone, type CheckedInResident } from '../components/CheckInDone';
import { CheckInWizard } from '../components/CheckInWizard';
import { Money } from '@hostel-admin/rules';
import { useUrlParams } from '@/lib/useUrlParams';

/** A room page's Add Student passes its room: ?roomId=…&roomType=…. */
function startingValues(params: URLSearchParams, defaultDepositPaise: number | undefined): CheckInValues {
  const roomType = params.get('roomType') ?? '';
  const known = roomType in roomTypeLabels;
  return {
    ...emptyCheckInValues,
    depositRupees: defaultDepositPaise === undefined ? '' : Money.toRupeesInput(defaultDepositPaise),
    depositPaidOn: todayInIndia(),
    moveInDate: todayInIndia(),
    billRentFrom: todayInIndia(),
    roomType: known ? (roomType as RoomType) : '',
    roomId: known ? (params.get('roomId') ?? '') : '',
  };
}

export function CheckInPage() {
  const allowed = useCan('students_write');
  const [params, updateParams] = useUrlParams();
  const [round, setRound] = useState(0);
  const [checkedIn, setCheckedIn] = useState<CheckedInResident | null>(null);
  const { data, loading, error, refetch } = useQuery(CheckInPageDocument, { skip: !allowed });

  const handleCompleted = (resident: CheckedInResident) => {
    updateParams({ roomType: null, roomId: null }, { replace: true });
    setCheckedIn(resident);
  };

  const handleAnother = () => {
    setCheckedIn(null);
    setRound((current) => current + 1);
  };

  // "Check in another" leaves with its button: focus goes to the new wizard's first field.
  const wizardArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (round > 0 && !checkedIn) wizardArea.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [round, checkedIn]);

  return (
    <Stack gap="6">
      <PageHeader title="Check In" description="Personal details, room, bed and rent of a new resident." />
      {!allowed && (
        <ErrorAlert
          title="Check-in is not available to you"
          message="Only admins and wardens can check residents in."
        />
      )}
      {loading && !data && <PageSkeleton label="Loading check-in" withHeader={false} />}
      {error && !data && <LoadError what="the hostel's default deposit" error={error} onRetry={refetch} />}
      {checkedIn && <CheckInDone resident={checkedIn} onAnother={handleAnother} />}
      {(data || error) && !checkedIn && (
        <div ref={wizardArea}>
          <CheckInWizard
            key={round}
            initialValues={startingValues(params, data?.hostel.defaultDepositPaise)}
            onCompleted={handleCompleted}
          />
        </div>
      )}
    </Stack>
  );
}
