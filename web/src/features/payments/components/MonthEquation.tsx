import { Box, Card, Grid, Heading, Link, Separator, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { monthLabel, shiftMonth } from '@/domain/money/months';
import { MONTH_PART_TEXTS, type MonthRowsPart } from '@/domain/money/monthParts';
import type { PaymentDetailsPage_SummaryFragment } from '@/gql/graphql';
import { Money, readableDate } from '@hostel-admin/rules';

type Summary = PaymentDetailsPage_SummaryFragment;

/** "+", "−", "±" or "=" before a figure: shown, and read out as a word. */
const OPERATORS = { plus: '+', minus: '−', adjust: '±', equals: '=' } as const;

type Line = {
  operator?: keyof typeof OPERATORS;
  label: string;
  paise: number;
  /** Where its rows are listed. */
  to?: string;
  total?: boolean;
};

export const monthRowsPath = (month: string, part: MonthRowsPart) => `${paths.monthRows}?month=${month}&part=${part}`;

/** A signed amount of an adjustment: "+Rs. 500", "−Rs. 2,000". */
const signed = (paise: number) =>
  paise > 0 ? `+${Money.format(paise)}` : paise < 0 ? `−${Money.format(-paise)}` : Money.format(0);

function FigureLine({ line }: { line: Line }) {
  const value = line.operator === 'adjust' ? signed(line.paise) : Money.format(line.paise);
  const label = (
    <>
      {line.operator && (
        <Box as="span" aria-hidden width="4" display="inline-block" color="fg.muted">
          {OPERATORS[line.operator]}
        </Box>
      )}
      {line.operator && (
        <VisuallyHidden>{line.operator === 'adjust' ? 'plus or minus' : line.operator} </VisuallyHidden>
      )}
      {line.label}
    </>
  );
  return (
    <>
      <Box as="dt" display="flex" alignItems="center" minHeight="11" fontWeight={line.total ? 'semibold' : undefined}>
        {line.to ? (
          <Link asChild color="primary.fg" minHeight="11">
            <RouterLink to={line.to}>{label}</RouterLink>
          </Link>
        ) : (
          <span>{label}</span>
        )}
      </Box>
      <Box
        as="dd"
        display="flex"
        alignItems="center"
        justifyContent="flex-end"
        fontVariantNumeric="tabular-nums"
        fontWeight={line.total ? 'semibold' : undefined}
        fontSize={line.total ? 'lg' : undefined}
      >
        {value}
      </Box>
    </>
  );
}

function Figures({ lines, label }: { lines: Line[]; label: string }) {
  return (
    <Grid as="dl" templateColumns="minmax(0, 1fr) auto" columnGap="4" aria-label={label}>
      {lines.map((line) => (
        <FigureLine key={line.label} line={line} />
      ))}
    </Grid>
  );
}

/**
 * The month's money as one equation an accountant can check: opening balance + rent and extra charges billed −
 * collected ± adjustments = closing balance; pending verification and refunds stand apart. Each figure links to
 * the ledger rows it sums; the opening balance to the month before, whose closing balance it is.
 */
export function MonthEquation({ summary }: { summary: Summary }) {
  const { month } = summary;
  const rows = (part: MonthRowsPart) => monthRowsPath(month, part);
  const previous = shiftMonth(month, -1);
  const equation: Line[] = [
    {
      label: `Opening balance on ${readableDate(`${month}-01`)}`,
      paise: summary.openingBalancePaise,
      to: `${paths.payments}?month=${previous}`,
    },
    { operator: 'plus', label: MONTH_PART_TEXTS.rent.label, paise: summary.rentBilledPaise, to: rows('rent') },
    { operator: 'plus', label: MONTH_PART_TEXTS.extra.label, paise: summary.extraBilledPaise, to: rows('extra') },
    {
      operator: 'minus',
      label: MONTH_PART_TEXTS.collected.label,
      paise: summary.collectedPaise,
      to: rows('collected'),
    },
    {
      operator: 'adjust',
      label: MONTH_PART_TEXTS.adjustments.label,
      paise: summary.adjustmentsPaise,
      to: rows('adjustments'),
    },
    {
      operator: 'equals',
      label: `Closing balance on ${readableDate(summary.closingOn)}`,
      paise: summary.closingBalancePaise,
      total: true,
    },
  ];
  const apart: Line[] = [
    { label: MONTH_PART_TEXTS.pending.label, paise: summary.pendingVerificationPaise, to: rows('pending') },
    { label: MONTH_PART_TEXTS.refunds.label, paise: summary.refundsPaidPaise, to: rows('refunds') },
  ];
  return (
    <Card.Root gridColumn={{ lg: 'span 2' }}>
      <Card.Header>
        <Heading as="h2" size="md">
          {monthLabel(month)}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          What residents owe, and why it moved this month.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Figures lines={equation} label={`The equation of ${monthLabel(month)}`} />
          <Separator />
          <Stack gap="1">
            <Heading as="h3" size="sm">
              Apart from the balance
            </Heading>
            <Figures lines={apart} label="Apart from the balance" />
          </Stack>
          <Text color="fg.muted" textStyle="sm" id="month-legend">
            Opening balance + billed − collected ± adjustments = closing balance. Each figure opens the rows it adds up.
            A payment waiting for verification counts as collected once an admin verifies it, and is never overdue;
            refunds are deposits paid back, not part of what residents owe.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
