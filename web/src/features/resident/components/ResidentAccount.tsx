import { Badge, Card, DataList, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { periodStatusColors, periodStatusLabels } from '@/domain/money/labels';
import type { ResidentPageQuery } from '@/gql/graphql';
import { Money } from '@hostel-admin/rules';

type Residence = ResidentPageQuery['myResidence'];

/** "Rs. 4,000 to pay", "Rs. 500 in credit" or "Nothing to pay": the balance as one line. */
export function balanceWords(balancePaise: number): string {
  if (balancePaise > 0) return `${Money.format(balancePaise)} to pay`;
  if (balancePaise < 0) return `${Money.format(-balancePaise)} in credit`;
  return 'Nothing to pay';
}

/**
 * What the resident owes and why: everything charged less what they paid, the figures that make the balance (the
 * same the hostel's admins see), payments waiting for the hostel to verify, then the rent periods with their status.
 */
export function ResidentAccount({ residence }: { residence: Residence }) {
  const { balance } = residence;
  return (
    <Card.Root as="section" aria-labelledby="resident-dues">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="resident-dues">
          Dues
        </Heading>
        <Text fontSize="xl" fontWeight="semibold">
          {balanceWords(balance.balancePaise)}
        </Text>
        <DataList.Root orientation="horizontal" gap="2" aria-label="How the balance adds up">
          <DataList.Item>
            <DataList.ItemLabel>Charged</DataList.ItemLabel>
            <DataList.ItemValue>{Money.format(balance.chargedPaise)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Paid</DataList.ItemLabel>
            <DataList.ItemValue>− {Money.format(balance.collectedPaise)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Balance</DataList.ItemLabel>
            <DataList.ItemValue>{Money.format(balance.balancePaise)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {balance.pendingPaise > 0 && (
          <Text color="fg.muted">
            {Money.format(balance.pendingPaise)} you paid by UPI, bank transfer or card is waiting for the hostel to
            verify it; it counts once verified.
          </Text>
        )}
        <Heading as="h3" size="md">
          Rent periods
        </Heading>
        {residence.rentPeriods.length === 0 ? (
          <Text color="fg.muted">No rent recorded yet.</Text>
        ) : (
          <List.Root variant="plain" gap="2" aria-label="Rent periods">
            {residence.rentPeriods.map((period) => (
              <List.Item key={period.id} borderBottomWidth="1px" paddingY="2">
                <Stack gap="0" width="full">
                  <HStack justify="space-between" gap="3" wrap="wrap">
                    <Text fontWeight="medium">{period.label}</Text>
                    <HStack gap="3">
                      <Text>{Money.format(period.amountPaise)}</Text>
                      <Badge colorPalette={periodStatusColors[period.status]}>
                        {periodStatusLabels[period.status]}
                      </Badge>
                    </HStack>
                  </HStack>
                  {period.settledPaise > 0 && period.settledPaise < period.amountPaise && (
                    <Text textStyle="sm" color="fg.muted">
                      {Money.format(period.settledPaise)} of {Money.format(period.amountPaise)} paid
                    </Text>
                  )}
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
