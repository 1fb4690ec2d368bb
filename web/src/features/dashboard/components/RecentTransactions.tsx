import { Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Money, PAYMENT_METHOD_LABELS, readableDate, type PaymentMethod } from '@hostel-admin/rules';
import { paths } from '@/config/paths';
import type { RecentTransactionFragment } from '@/gql/graphql';

export type RecentTransactionsProps = { payments: readonly RecentTransactionFragment[]; month: string };

/** Recent Transaction: the newest complete payments, each with who paid, how much, how and when; a link to all. */
export function RecentTransactions({ payments, month }: RecentTransactionsProps) {
  return (
    <Card.Root as="section" aria-labelledby="recent-transactions">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md" id="recent-transactions">
            Recent Transaction
          </Heading>
          <Link asChild color="primary.fg" minHeight="11">
            <RouterLink to={`${paths.monthRows}?month=${month}&part=collected`}>All payments collected</RouterLink>
          </Link>
        </HStack>
        {payments.length === 0 ? (
          <Text color="fg.muted">No payments yet.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {payments.map((p) => (
              <HStack as="li" key={p.id} justify="space-between" gap="3" borderBottomWidth="1px" paddingY="2">
                <Stack gap="0" minWidth="0">
                  <Link asChild fontWeight="medium" minHeight="11" display="inline-flex" alignItems="center">
                    <RouterLink to={paths.student(p.student.id)}>{p.student.name}</RouterLink>
                  </Link>
                  <Text color="fg.muted" textStyle="sm">
                    {PAYMENT_METHOD_LABELS[p.method as PaymentMethod] ?? p.method} · {readableDate(p.paidOn)} ·{' '}
                    {p.receiptNumber}
                  </Text>
                </Stack>
                <Text fontWeight="semibold" whiteSpace="nowrap">
                  {Money.format(p.amountPaise)}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
