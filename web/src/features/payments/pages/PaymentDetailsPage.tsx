import {
  AbsoluteCenter,
  Button,
  Card,
  Heading,
  HStack,
  LinkBox,
  LinkOverlay,
  ProgressCircle,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { MonthEquation } from '../components/MonthEquation';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageSkeleton } from '@/components/PageSkeleton';
import { paths } from '@/config/paths';
import { monthLabel } from '@/domain/money/months';
import { PaymentDetailsPageDocument } from '@/features/payments/graphql/PaymentDetailsPage.generated';
import { apiDownload } from '@/lib/api';
import { saveBlob } from '@/lib/download';
import { notify } from '@/lib/toaster';
import { MonthFilter } from '../components/MonthFilter';
import { RentChangesWaitingNotice } from '../components/RentChangesWaitingNotice';
import { usePaymentMonth } from '../hooks/usePaymentMonth';

const TILES = [
  { label: 'Deposits', to: paths.deposits, text: 'Deposits of current residents' },
  { label: 'Checkout', to: paths.checkout, text: 'Residents under notice and refunds' },
  { label: 'Extra Billing', to: paths.extraBilling, text: 'Electric, water and other charges' },
  { label: 'Update Rent', to: paths.updateRent, text: 'Rent changes, discounts and waivers' },
] as const;

function useMonthCsv(month: string) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await apiDownload(`/payments/export.csv?month=${month}`);
      saveBlob(blob, filename ?? `payments-${month}.csv`);
    } catch {
      notify('error', 'The payments could not be exported. Try again.');
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, exporting };
}

/**
 * The month's money: how many residents have paid of those billed, the month's equation (opening + billed − collected
 * ± adjustments = closing, each figure a link to its rows) and the payments screens.
 */
export function PaymentDetailsPage() {
  const { month, setMonth } = usePaymentMonth();
  const { data, previousData, loading, error, refetch } = useQuery(PaymentDetailsPageDocument, {
    variables: { month },
  });
  const summary = (data ?? previousData)?.paymentSummary;
  const { exportCsv, exporting } = useMonthCsv(month);
  const percent =
    summary && summary.residentsBilled ? Math.round((summary.residentsPaid / summary.residentsBilled) * 100) : 0;
  return (
    <Stack gap="6">
      <PageHeader
        title="Payment Details"
        actions={
          <Button variant="outline" loading={exporting} onClick={() => void exportCsv()}>
            <LuDownload aria-hidden />
            Export CSV
          </Button>
        }
      />
      <RentChangesWaitingNotice />
      <MonthFilter month={month} onChange={setMonth} />
      {error && <LoadError what="the payments" error={error} onRetry={refetch} />}
      {!summary && loading && <PageSkeleton label="Loading the payments" withHeader={false} />}
      {summary && (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          <LinkBox as={Card.Root}>
            <Card.Body>
              <Stack align="center" gap="3">
                <Heading as="h2" size="md">
                  Students
                </Heading>
                <ProgressCircle.Root
                  value={percent}
                  size="xl"
                  aria-label={`${summary.residentsPaid} of ${summary.residentsBilled} residents paid`}
                >
                  <ProgressCircle.Circle>
                    <ProgressCircle.Track />
                    <ProgressCircle.Range stroke="green.600" />
                  </ProgressCircle.Circle>
                  <AbsoluteCenter>
                    <ProgressCircle.ValueText>
                      {summary.residentsPaid}/{summary.residentsBilled}
                    </ProgressCircle.ValueText>
                  </AbsoluteCenter>
                </ProgressCircle.Root>
                <Text color="fg.muted" textAlign="center">
                  Residents paid of those billed in {monthLabel(month)}
                </Text>
                <LinkOverlay
                  asChild
                  display="inline-flex"
                  alignItems="center"
                  minHeight="11"
                  color="primary.fg"
                  fontWeight="medium"
                >
                  <Link to={`${paths.studentPayments}?month=${month}`}>Student payment details</Link>
                </LinkOverlay>
              </Stack>
            </Card.Body>
          </LinkBox>
          <MonthEquation summary={summary} />
        </SimpleGrid>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {TILES.map((tile) => (
          <LinkBox as={Card.Root} key={tile.label} _hover={{ borderColor: 'primary.solid' }}>
            <Card.Body>
              <HStack justify="space-between">
                <Stack gap="1">
                  <Heading as="h2" size="md">
                    <LinkOverlay asChild display="inline-flex" alignItems="center" minHeight="11">
                      <Link to={tile.to}>{tile.label}</Link>
                    </LinkOverlay>
                  </Heading>
                  <Text color="fg.muted" textStyle="sm">
                    {tile.text}
                  </Text>
                </Stack>
              </HStack>
            </Card.Body>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
