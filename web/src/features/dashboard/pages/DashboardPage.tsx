import { Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { DashboardPageDocument } from '@/gql/graphql';
import { GreetingBanner } from '../components/GreetingBanner';

export function DashboardPage() {
  const { data, loading, error, refetch } = useQuery(DashboardPageDocument);

  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" />
      {loading && <Skeleton height="28" borderRadius="l3" />}
      {error && <LoadError what="your details" error={error} onRetry={refetch} />}
      {data && <GreetingBanner name={data.me.fullName} hostelName={data.me.hostel.name} />}
    </Stack>
  );
}
