import { DataList, Heading, Stack, Text, Timeline } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import type { CheckoutCardFragment, CheckoutSettlementFragment } from '@/gql/graphql';
import { deductionKindOptions } from '@/domain/checkout/settlementSchemas';
import { formatOrdinalDate, formatPaise, formatRsAmount, todayInIndia } from '@/lib/format';

/** The spec's checkout terms: a deposit matures in 3 months. */
export const MATURE_PERIOD = '3 Months';

/** A notice period in days as the spec words it: 60 → "2 Months", 45 → "45 days". */
export function noticePeriodText(days: number | undefined): string {
  if (days === undefined) return '-';
  if (days > 0 && days % 30 === 0) return days === 30 ? '1 Month' : `${days / 30} Months`;
  return days === 1 ? '1 day' : `${days} days`;
}

/** The spec's withdrawal status with underscores shown as spaces. */
export const withdrawalText = (status: string) => status.replaceAll('_', ' ');

const dayOf = (timestamp: unknown) =>
  typeof timestamp === 'string' ? formatOrdinalDate(todayInIndia(new Date(timestamp))) : null;

/** Deposit date, amount, mature period, notice period, notice given and move-out date. */
export function CheckoutTerms({ checkout }: { checkout: CheckoutCardFragment }) {
  const deposit = checkout.student.deposit;
  const items = [
    { label: 'Deposit date', value: deposit ? formatOrdinalDate(deposit.paidOn) : '-' },
    { label: 'Amount', value: deposit ? formatRsAmount(deposit.amountPaise) : 'No deposit recorded' },
    { label: 'Mature period', value: MATURE_PERIOD },
    { label: 'Notice period', value: noticePeriodText(checkout.student.rentTerms?.noticePeriodDays) },
    { label: 'Notice given', value: formatOrdinalDate(checkout.noticeDate) },
    { label: 'Move-out date', value: formatOrdinalDate(checkout.moveOutDate) },
  ];
  return (
    <DataList.Root orientation="horizontal" gap="2" aria-label="Checkout terms">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue>{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** Deposit − dues − deductions = refund, line by line. */
export function SettlementLines({ settlement, label }: { settlement: CheckoutSettlementFragment; label: string }) {
  const lines = [
    { label: 'Deposit', value: formatPaise(settlement.depositPaise) },
    {
      label: settlement.duesPaise < 0 ? 'Credit on the ledger' : 'Outstanding dues',
      value:
        settlement.duesPaise < 0 ? `+ ${formatPaise(-settlement.duesPaise)}` : `− ${formatPaise(settlement.duesPaise)}`,
    },
    { label: 'Deductions', value: `− ${formatPaise(settlement.deductionsPaise)}` },
    { label: 'Refund', value: formatPaise(settlement.refundPaise) },
    ...(settlement.stillOwedPaise > 0 ? [{ label: 'Still owed', value: formatPaise(settlement.stillOwedPaise) }] : []),
  ];
  return (
    <DataList.Root orientation="horizontal" gap="2" aria-label={label}>
      {lines.map((line) => (
        <DataList.Item key={line.label} fontWeight={line.label === 'Refund' ? 'semibold' : undefined}>
          <DataList.ItemLabel>{line.label}</DataList.ItemLabel>
          <DataList.ItemValue>{line.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

const kindLabel = (kind: string) => deductionKindOptions.find((option) => option.value === kind)?.label ?? kind;

/** The settlement as recorded: the three steps with the day each was done, the deductions and the refund. */
export function SettlementProgress({ checkout }: { checkout: CheckoutCardFragment }) {
  const steps = [
    { title: 'Request raised', done: dayOf(checkout.preparedAt) },
    { title: 'Received by the provider', done: dayOf(checkout.approvedAt) },
    { title: 'Paid to user', done: dayOf(checkout.refundedAt) },
  ];
  return (
    <Stack gap="5">
      <Timeline.Root size="lg" aria-label="Withdrawal progress">
        {steps.map((step) => (
          <Timeline.Item key={step.title}>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator bg={step.done ? 'green.600' : 'bg'} color="white" borderWidth={step.done ? 0 : '2px'}>
                {step.done && <LuCheck aria-hidden />}
              </Timeline.Indicator>
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>{step.title}</Timeline.Title>
              <Timeline.Description>{step.done ?? ''}</Timeline.Description>
            </Timeline.Content>
          </Timeline.Item>
        ))}
      </Timeline.Root>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Settlement
        </Heading>
        {checkout.deductions.length > 0 && (
          <Stack gap="1" asChild>
            <ul aria-label="Deductions">
              {checkout.deductions.map((deduction) => (
                <Text as="li" key={deduction.id} listStyleType="none">
                  {kindLabel(deduction.kind)}: {formatPaise(deduction.amountPaise)} ({deduction.note})
                </Text>
              ))}
            </ul>
          </Stack>
        )}
        <SettlementLines settlement={checkout.settlement} label="Settlement" />
      </Stack>
    </Stack>
  );
}
