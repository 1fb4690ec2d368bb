import { Alert, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageSkeleton } from '@/components/PageSkeleton';
import { ResidentPageDocument } from '@/features/resident/Residence.generated';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { formatOrdinalDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { ResidentAccount } from '../components/ResidentAccount';
import { ResidentLayout } from '../components/ResidentLayout';
import { ResidentNotifications } from '../components/ResidentNotifications';
import { ResidentPayments } from '../components/ResidentPayments';
import { ResidentRequests } from '../components/ResidentRequests';

/** Said when the login belongs to no current resident (they left, or the hostel turned it off meanwhile). */
export const NO_RESIDENCE_TEXT =
  'This login no longer opens a resident’s page: your stay may have ended. Ask the hostel office if this is wrong.';

/** Where they sleep, in words: "Room 101, bed 101-a", or that they have no bed now. */
function placeOf(roomNumber: number | null | undefined, bedLabel: string | null | undefined): string {
  if (!roomNumber) return 'No bed assigned right now';
  return bedLabel ? `Room ${roomNumber}, bed ${bedLabel}` : `Room ${roomNumber}`;
}

/**
 * The resident's own page (/resident), for a resident's login: their requests (and raising one), the notifications
 * sent to them, their room, what they owe and why, their rent periods, and their payments with receipts. Nothing of
 * anyone else's; the admin app is not theirs.
 */
export function ResidentPage() {
  const { user } = useSession();
  const { data, loading, error, refetch } = useQuery(ResidentPageDocument, { fetchPolicy: 'cache-and-network' });
  const residence = data?.myResidence;
  const refused = error && explainGraphqlError(error).code === 'FORBIDDEN';

  return (
    <ResidentLayout name={residence?.name ?? user?.full_name ?? null}>
      <Stack gap="6">
        <PageHeader
          title="My Residence"
          description={residence ? `Hello, ${residence.name} · ${residence.hostelName}` : undefined}
        />
        {refused ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{NO_RESIDENCE_TEXT}</Alert.Description>
          </Alert.Root>
        ) : (
          error && <LoadError what="your page" error={error} onRetry={refetch} />
        )}
        {!residence && loading && <PageSkeleton label="Loading your page" withHeader={false} />}
        {residence && (
          <>
            <Text>
              {placeOf(residence.roomNumber, residence.bedLabel)} · moved in on{' '}
              {formatOrdinalDate(residence.moveInDate)}
            </Text>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
              <ResidentRequests requests={residence.requests} />
              <ResidentNotifications notifications={residence.notifications} />
              <ResidentAccount residence={residence} />
              <ResidentPayments payments={residence.payments} />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </ResidentLayout>
  );
}
