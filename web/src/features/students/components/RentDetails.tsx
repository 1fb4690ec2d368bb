import { Badge, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { RentDetails_BalanceFragment, RentDetails_RentPeriodFragment } from '@/gql/graphql';
import { periodStatusColors, periodStatusLabels } from '@/domain/money/labels';
import { formatOrdinalDate } from '@/lib/format';
import { Money } from '@hostel-admin/rules';

export type RentDetailsProps = {
  periods: readonly RentDetails_RentPeriodFragment[];
  balance: RentDetails_BalanceFragment | null | undefined;
  hasRentTerms: boolean;
  /** The day rent is billed from, when set later than the move-in date. */
  billFrom?: string | null;
  /** Opens the resident's full ledger. */
  onViewMore: () => void;
};

function balanceLine(balance: RentDetails_BalanceFragment) {
  if (balance.balancePaise > 0) return `Balance due ${Money.format(balance.balancePaise)}`;
  if (balance.balancePaise < 0) return `Credit ${Money.format(-balance.balancePaise)}`;
  return 'No dues';
}

/** Payment Details: the upcoming and latest rent periods with their status, the balance, and the full ledger. */
export function RentDetails({ periods, balance, hasRentTerms, billFrom = null, onViewMore }: RentDetailsProps) {
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
          {periods.length === 0 ? (
            <Text color="fg.muted">No rent terms recorded</Text>
          ) : (
            <List.Root variant="plain" gap="2" aria-label="Rent Details">
              {periods.map((period) => (
                <List.Item key={period.id}>
                  <Stack gap="0" width="full">
                    <HStack justify="space-between" width="full" gap="4" wrap="wrap">
                      <Text fontWeight="medium">{period.label}</Text>
                      <HStack gap="3">
                        <Text color="fg.muted">{Money.format(period.amountPaise)}</Text>
                        <Badge colorPalette={periodStatusColors[period.status]}>
                          {periodStatusLabels[period.status]}
                        </Badge>
                      </HStack>
                    </HStack>
                    {period.settledPaise > 0 && period.settledPaise < period.amountPaise && (
                      <Text fontSize="sm" color="fg.muted">
                        {Money.format(period.settledPaise)} of {Money.format(period.amountPaise)} paid
                      </Text>
                    )}
                    {period.pendingPaise > 0 && (
                      <Text fontSize="sm" color="fg.muted">
                        {Money.format(period.pendingPaise)} pending verification
                      </Text>
                    )}
                  </Stack>
                </List.Item>
              ))}
            </List.Root>
          )}
          {balance && <Text fontWeight="medium">{balanceLine(balance)}</Text>}
          <Button variant="plain" size="sm" alignSelf="flex-start" paddingInline="0" onClick={onViewMore}>
            view more..
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
