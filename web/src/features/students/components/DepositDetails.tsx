import { Card, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { depositState } from '@/domain/checkout/depositState';
import type { DepositDetails_DepositFragment, DepositMethod } from '@/gql/graphql';
import { formatOrdinalDate, formatRsAmount, todayInIndia } from '@/lib/format';

const methodLabels: Record<DepositMethod, string> = { cash: 'Cash', upi: 'UPI', bank_transfer: 'Bank transfer' };

export type DepositDetailsProps = {
  deposit: DepositDetails_DepositFragment | null | undefined;
};

/**
 * Deposit Details from the recorded deposit: amount, when and how it was paid, maturity (3 months), and its state:
 * Held or Matured, then at the checkout Applied and/or Refunded with amounts and dates (the voucher is on Notice).
 */
export function DepositDetails({ deposit }: DepositDetailsProps) {
  const state = deposit ? depositState(deposit, todayInIndia()) : null;
  const items = deposit
    ? [
        { label: 'Amount', value: formatRsAmount(deposit.amountPaise) },
        { label: 'Paid on', value: formatOrdinalDate(deposit.paidOn) },
        { label: 'Method', value: methodLabels[deposit.method] },
        { label: 'Maturity', value: '3 months' },
        { label: 'Matures on', value: formatOrdinalDate(deposit.maturityDate) },
        { label: 'State', value: state!.label },
      ]
    : [];

  return (
    <Card.Root height="full">
      <Card.Header>
        <Heading as="h2" size="lg">
          Deposit Details
        </Heading>
      </Card.Header>
      <Card.Body>
        {deposit ? (
          <Stack gap="3">
            <DataList.Root orientation="horizontal" gap="3" aria-label="Deposit Details">
              {items.map((item) => (
                <DataList.Item key={item.label}>
                  <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
                  <DataList.ItemValue>{item.value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {state!.details.map((detail) => (
              <Text key={detail}>{detail}</Text>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">No deposit recorded</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
