import { Badge, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { RentDetails_RentPeriodFragment, RentPeriodStatus } from '@/gql/graphql';
import { formatOrdinalDate, formatPaise } from '@/lib/format';

const statusLabels: Record<RentPeriodStatus, string> = { due: 'Due', upcoming: 'Upcoming', paid: 'Paid' };
const statusColors: Record<RentPeriodStatus, string> = { due: 'orange', upcoming: 'blue', paid: 'green' };

export type RentDetailsProps = {
  periods: readonly RentDetails_RentPeriodFragment[];
  hasRentTerms: boolean;
  /** The day rent is billed from, when set later than the move-in date. */
  billFrom?: string | null;
  canViewMore: boolean;
  loadingMore: boolean;
  onViewMore: () => void;
};

/** Payment Details: one line per rent period from the move-in date, newest first, with its status. */
export function RentDetails({
  periods,
  hasRentTerms,
  billFrom = null,
  canViewMore,
  loadingMore,
  onViewMore,
}: RentDetailsProps) {
  return (
    <Card.Root height="full">
      <Card.Header>
        <Heading as="h2" size="lg">
          Payment Details
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h3" size="sm" color="fg.muted">
            Rent Details
          </Heading>
          {hasRentTerms && billFrom && <Text color="fg.muted">Rent billed from {formatOrdinalDate(billFrom)}</Text>}
          {!hasRentTerms || periods.length === 0 ? (
            <Text color="fg.muted">No rent terms recorded</Text>
          ) : (
            <List.Root variant="plain" gap="2" aria-label="Rent Details">
              {periods.map((period) => (
                <List.Item key={period.id}>
                  <HStack justify="space-between" width="full" gap="4">
                    <Text fontWeight="medium">{period.label}</Text>
                    <HStack gap="3">
                      <Text color="fg.muted">{formatPaise(period.amountPaise)}</Text>
                      <Badge colorPalette={statusColors[period.status]}>{statusLabels[period.status]}</Badge>
                    </HStack>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
          {hasRentTerms && canViewMore && (
            <Button
              variant="plain"
              size="sm"
              alignSelf="flex-start"
              paddingInline="0"
              loading={loadingMore}
              onClick={onViewMore}
            >
              view more..
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
