import { Card, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { depositState } from '@/domain/checkout/depositState';
import type { DepositDetails_DepositFragment } from '@/gql/graphql';
import { formatOrdinalDate, todayInIndia } from '@/lib/format';
import { Money, PAYMENT_METHOD_LABELS } from '@hostel-admin/rules';

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
        // The spec writes this panel's amount "Rs. 9000/-": the one format, with the label's "/-".
        { label: 'Amount', value: `${Money.format(deposit.amountPaise)}/-` },
        { label: 'Paid on', value: formatOrdinalDate(deposit.paidOn) },
        { label: 'Method', value: PAYMENT_METHOD_LABELS[deposit.method] },
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
