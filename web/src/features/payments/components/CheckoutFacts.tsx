import { DataList, Heading, HStack, Stack, Text, Timeline } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { paymentMethodLabels } from '@/domain/money/labels';
import type { CheckoutCardFragment, CheckoutSettlementFragment } from '@/gql/graphql';
import { formatOrdinalDate, todayInIndia } from '@/lib/format';
import { Money } from '@hostel-admin/rules';

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
    { label: 'Amount', value: deposit ? Money.format(deposit.amountPaise) : 'No deposit recorded' },
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

type Settlement = CheckoutSettlementFragment;
type Line = Settlement['lines'][number];

/** A rent period's dates: "6th Dec, 2026 – 5th Jan, 2027". */
const datesOf = (line: Line) =>
  line.startDate && line.endDate
    ? `${formatOrdinalDate(line.startDate)} – ${formatOrdinalDate(line.endDate)}`
    : line.date
      ? formatOrdinalDate(line.date)
      : null;

/** "+ Rs. 6,500" adds to what is owed, "− Rs. 10,000" takes from it. */
const signed = (paise: number) => (paise < 0 ? `− ${Money.format(-paise)}` : `+ ${Money.format(paise)}`);

function ItemLines({ title, lines, total }: { title: string; lines: Line[]; total: { label: string; value: string } }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{title}</Text>
      <Stack as="ul" gap="1" aria-label={title} listStyleType="none" marginInlineStart="0">
        {lines.map((line, index) => (
          <HStack as="li" key={index} justify="space-between" align="start" gap="3" textStyle="sm">
            <Stack gap="0" minWidth="0">
              <Text>{line.label}</Text>
              {(datesOf(line) || line.note) && (
                <Text color="fg.muted">{[datesOf(line), line.note].filter(Boolean).join(' · ')}</Text>
              )}
            </Stack>
            <Text whiteSpace="nowrap">
              {line.kind === 'deduction' ? Money.format(line.amountPaise) : signed(line.amountPaise)}
            </Text>
          </HStack>
        ))}
      </Stack>
      <HStack justify="space-between" gap="3" fontWeight="semibold" borderTopWidth="1px" paddingTop="1">
        <Text>{total.label}</Text>
        <Text whiteSpace="nowrap">{total.value}</Text>
      </HStack>
    </Stack>
  );
}

/**
 * The settlement itemised: the lines that make the dues (each rent period with its dates, charges, payments received,
 * credits, the balance brought forward), the deductions with their notes, then deposit − dues − deductions = refund,
 * with what the deposit paid and what is still owed. The lines add up to the figures (the server answers both).
 */
export function SettlementLines({ settlement, label }: { settlement: Settlement; label: string }) {
  const dues = settlement.lines.filter((line) => line.kind !== 'deduction');
  const deductions = settlement.lines.filter((line) => line.kind === 'deduction');
  const credit = settlement.duesPaise < 0;
  const lines = [
    { label: 'Deposit', value: Money.format(settlement.depositPaise) },
    {
      label: credit ? 'Credit on the ledger' : 'Outstanding dues',
      value: credit ? `+ ${Money.format(-settlement.duesPaise)}` : `− ${Money.format(settlement.duesPaise)}`,
    },
    { label: 'Deductions', value: `− ${Money.format(settlement.deductionsPaise)}` },
    { label: 'Deposit applied', value: Money.format(settlement.appliedPaise) },
    { label: 'Refund', value: Money.format(settlement.refundPaise) },
    ...(settlement.stillOwedPaise > 0 ? [{ label: 'Still owed', value: Money.format(settlement.stillOwedPaise) }] : []),
  ];
  return (
    <Stack gap="4" aria-label={label} role="group">
      {dues.length > 0 && (
        <ItemLines
          title="Dues by the move-out date"
          lines={dues}
          total={{
            label: credit ? 'Credit on the ledger' : 'Outstanding dues',
            value: Money.format(Math.abs(settlement.duesPaise)),
          }}
        />
      )}
      {deductions.length > 0 && (
        <ItemLines
          title="Deductions from the deposit"
          lines={deductions}
          total={{ label: 'Deductions', value: Money.format(settlement.deductionsPaise) }}
        />
      )}
      <DataList.Root orientation="horizontal" gap="2" aria-label="Totals">
        {lines.map((line) => (
          <DataList.Item key={line.label} fontWeight={line.label === 'Refund' ? 'semibold' : undefined}>
            <DataList.ItemLabel>{line.label}</DataList.ItemLabel>
            <DataList.ItemValue>{line.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

/** The lines of a settlement in one sentence, for a confirmation: "Rent Oct-Nov + Rs. 6,500; …". */
export function settlementSentence(settlement: Settlement): string {
  const part = (line: Line) =>
    `${line.label}${line.note && line.kind === 'deduction' ? ` (${line.note})` : ''} ${line.kind === 'deduction' ? Money.format(line.amountPaise) : signed(line.amountPaise)}`;
  const dues = settlement.lines.filter((line) => line.kind !== 'deduction').map(part);
  const deductions = settlement.lines.filter((line) => line.kind === 'deduction').map(part);
  return (
    [
      `Dues ${Money.format(settlement.duesPaise)}${dues.length ? ` (${dues.join('; ')})` : ''}`,
      `deductions ${Money.format(settlement.deductionsPaise)}${deductions.length ? ` (${deductions.join('; ')})` : ''}`,
      `deposit ${Money.format(settlement.depositPaise)}, of which ${Money.format(settlement.appliedPaise)} is applied`,
      `refund ${Money.format(settlement.refundPaise)}`,
      ...(settlement.stillOwedPaise > 0 ? [`still owed ${Money.format(settlement.stillOwedPaise)}`] : []),
    ].join('; ') + '.'
  );
}

/** Where a checkout stands, in words an admin knows. */
export const checkoutStepLabels: Record<CheckoutCardFragment['status'], string> = {
  notice: 'Notice given',
  in_process: 'Refund requested',
  approved: 'Approved',
  refunded: 'Paid',
};

/**
 * The settlement as recorded: the steps with the day each was done, in plain words with the spec's words beside
 * them (request raised, received by the provider, paid to user), then the settlement itemised.
 */
export function SettlementProgress({ checkout }: { checkout: CheckoutCardFragment }) {
  const steps = [
    { title: 'Notice given', spec: null, done: formatOrdinalDate(checkout.noticeDate) },
    { title: 'Refund requested', spec: 'Request raised', done: dayOf(checkout.preparedAt) },
    { title: 'Approved', spec: 'Received by the provider', done: dayOf(checkout.approvedAt) },
    { title: 'Paid', spec: 'Paid to user', done: dayOf(checkout.refundedAt) },
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
              <Timeline.Title>
                {step.title}
                {step.spec && ' · '}
                {step.spec && (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {step.spec}
                  </Text>
                )}
              </Timeline.Title>
              <Timeline.Description>{step.done ?? ''}</Timeline.Description>
            </Timeline.Content>
          </Timeline.Item>
        ))}
      </Timeline.Root>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Settlement
        </Heading>
        <SettlementLines settlement={checkout.settlement} label="Settlement" />
        {checkout.refund && (
          <Text>
            Refund of {Money.format(checkout.refund.amountPaise)} paid on {formatOrdinalDate(checkout.refund.paidOn)} by{' '}
            {paymentMethodLabels[checkout.refund.method]}
            {checkout.refund.reference ? ` (ref ${checkout.refund.reference})` : ''}, paid by {checkout.refund.paidBy}.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
