import { Badge, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useDownloadReceipt } from '@/domain/money/receipts';
import type { ResidentPaymentFragment } from '@/gql/graphql';
import { formatOrdinalDate } from '@/lib/format';
import { Money, PAYMENT_METHOD_LABELS, PAYMENT_STATE_LABELS } from '@hostel-admin/rules';

const STATE_COLORS: Record<ResidentPaymentFragment['status'], string> = {
  complete: 'green',
  pending: 'orange',
  voided: 'gray',
  rejected: 'red',
};

/** The resident's payments, newest first, each with what it settled and its receipt to download. */
export function ResidentPayments({ payments }: { payments: readonly ResidentPaymentFragment[] }) {
  const receipts = useDownloadReceipt();
  return (
    <Card.Root as="section" aria-labelledby="resident-payments">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="resident-payments">
          Payments and receipts
        </Heading>
        {payments.length === 0 ? (
          <Text color="fg.muted">No payments yet.</Text>
        ) : (
          <List.Root variant="plain" gap="2" aria-label="Payments">
            {payments.map((p) => (
              <List.Item key={p.id} borderBottomWidth="1px" paddingY="2">
                <HStack justify="space-between" gap="3" wrap="wrap" width="full">
                  <Stack gap="0" minWidth="0">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{Money.format(p.amountPaise)}</Text>
                      <Badge colorPalette={STATE_COLORS[p.status]}>{PAYMENT_STATE_LABELS[p.status]}</Badge>
                    </HStack>
                    <Text textStyle="sm" color="fg.muted">
                      {PAYMENT_METHOD_LABELS[p.method]} · {formatOrdinalDate(p.paidOn)} · {p.receiptNumber}
                    </Text>
                    <Text textStyle="sm" color="fg.muted">
                      For {p.settles}
                    </Text>
                  </Stack>
                  <Button
                    variant="outline"
                    minHeight="11"
                    loading={receipts.pendingId === p.id}
                    aria-label={`Download receipt ${p.receiptNumber}`}
                    onClick={() => void receipts.download(p)}
                  >
                    <LuDownload aria-hidden />
                    Receipt
                  </Button>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
