import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Money } from '@hostel-admin/rules';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { currentMonth, monthLabel } from '@/domain/money/months';
import { DashboardPageDocument } from '@/features/dashboard/graphql/DashboardPage.generated';
import { DashboardTile } from '../components/DashboardTile';
import { GreetingBanner } from '../components/GreetingBanner';
import { NewCleaningRequests } from '../components/NewCleaningRequests';
import { RecentActivity } from '../components/RecentActivity';
import { RecentTransactions } from '../components/RecentTransactions';
import { StudentChart } from '../components/StudentChart';

/** The first screen after sign-in: the hostel at a glance, every figure from its data and a link to its page. */
export function DashboardPage() {
  const month = currentMonth();
  // Asked again on every visit (shown from the cache meanwhile): the at-a-glance figures follow every change made
  // elsewhere in the session, without a cache event per change.
  const { data, loading, error, refetch } = useQuery(DashboardPageDocument, {
    variables: { month },
    fetchPolicy: 'cache-and-network',
  });
  const figures = data?.dashboard;
  const rent = data?.paymentSummary;

  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" />
      {loading && !data && <Skeleton height="28" borderRadius="l3" />}
      {error && <LoadError what="your details" error={error} onRetry={refetch} />}
      {data && <GreetingBanner name={data.me.fullName} hostelName={data.me.hostel.name} />}
      {figures && rent && (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="20px">
          <DashboardTile
            title="Total Students"
            to={paths.students}
            linkText="Student Details"
            ring={{
              value: figures.residents,
              max: figures.totalBeds,
              label: `${figures.residents} residents in ${figures.totalBeds} beds`,
              center: `${figures.residents}/${figures.totalBeds}`,
            }}
          >
            Residents in the hostel's beds
          </DashboardTile>
          <DashboardTile
            title="Total Requests"
            to={paths.requests}
            linkText="Requests"
            ring={{
              value: figures.openRequests,
              max: figures.requestsThisMonth,
              label: `${figures.openRequests} open of ${figures.requestsThisMonth} raised this month`,
              center: `${figures.openRequests}/${figures.requestsThisMonth}`,
            }}
          >
            Open requests against this month's
          </DashboardTile>
          <DashboardTile
            title="Total Rent Collection"
            to={`${paths.payments}?month=${month}`}
            linkText="Payment Details"
            ring={{
              value: rent.collectedPaise,
              max: rent.billedPaise,
              label: `${Money.format(rent.collectedPaise)} collected of ${Money.format(rent.billedPaise)} billed`,
              center: `${rent.billedPaise > 0 ? Math.round((rent.collectedPaise / rent.billedPaise) * 100) : 0}%`,
            }}
          >
            {Money.format(rent.collectedPaise)} collected of {Money.format(rent.billedPaise)} billed in{' '}
            {monthLabel(month)}
          </DashboardTile>
          <DashboardTile title="Check In" to={paths.checkIn} linkText="Check in a resident">
            A new resident: their details, room, bed and rent
          </DashboardTile>
        </SimpleGrid>
      )}
      {figures && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <StudentChart moveIns={figures.moveIns} />
          <NewCleaningRequests requests={figures.newCleaningRequests} />
          <RecentTransactions payments={figures.recentPayments} month={month} />
          <RecentActivity entries={figures.recentActivity} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
