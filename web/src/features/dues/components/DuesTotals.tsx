import { Card, Heading, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import type { DuesPageQuery } from '@/gql/graphql';
import { Money } from '@hostel-admin/rules';
import { balanceText, BUCKETS } from './duesColumns';

type Totals = DuesPageQuery['dues']['totals'];

/** Sums over every row the filter and search keep, all pages. */
export function DuesTotals({ totals }: { totals: Totals }) {
  const figures = [
    { label: 'Balance', value: balanceText(totals.balancePaise) },
    { label: 'Awaiting verification', value: Money.format(totals.awaitingVerificationPaise) },
    ...BUCKETS.map(({ key, label }) => ({ label, value: Money.format(totals[key]) })),
    ...(totals.notDuePaise ? [{ label: 'Not yet due', value: Money.format(totals.notDuePaise) }] : []),
  ];
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Totals
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {totals.residentsOwing === 1 ? '1 resident owes' : `${totals.residentsOwing} residents owe`}, over every page
          of this list
        </Text>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4" role="group" aria-label="Totals of the list">
          {figures.map((figure) => (
            <Stat.Root key={figure.label}>
              <Stat.Label>{figure.label}</Stat.Label>
              <Stat.ValueText fontSize="lg">{figure.value}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
