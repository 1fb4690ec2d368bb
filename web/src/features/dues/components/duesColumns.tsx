import { Badge, Button, HStack, IconButton, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { LuEllipsisVertical, LuFileText, LuIndianRupee } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { DataTableColumn } from '@/components/DataTable/types';
import { paths } from '@/config/paths';
import type { DuesPageQuery } from '@/gql/graphql';
import { formatOrdinalDate } from '@/lib/format';
import { Money, RENT_PERIOD_STATUS_LABELS } from '@hostel-admin/rules';

/** One resident's line of the Dues list. */
export type DuesRow = DuesPageQuery['dues']['items'][number];
type Row = DuesRow;

/** The ageing buckets as the table, the cards, the totals and the CSV name them. */
export const BUCKETS = [
  { key: 'days0To30Paise', label: '0–30 days' },
  { key: 'days31To60Paise', label: '31–60 days' },
  { key: 'days61To90Paise', label: '61–90 days' },
  { key: 'days90PlusPaise', label: 'Over 90 days' },
] as const;

/** "Rs. 1,200", or "Rs. 300 credit" below zero. */
export const balanceText = (paise: number) => (paise < 0 ? `${Money.format(-paise)} credit` : Money.format(paise));

/** Where the resident stands, in words: the oldest unpaid charge and how late it is, or why nothing is. */
function StandingCell({ row }: { row: Row }) {
  if (row.paidAwaitingVerification)
    return (
      <Badge colorPalette="blue" width="fit-content">
        {RENT_PERIOD_STATUS_LABELS.awaiting_verification}
      </Badge>
    );
  if (!row.oldestUnpaid) return <Text>{row.balancePaise < 0 ? 'In credit' : 'Nothing due'}</Text>;
  const { label, startDate, endDate } = row.oldestUnpaid;
  return (
    <Stack gap="0">
      <Text>{label}</Text>
      <Text textStyle="xs" color="fg.muted">
        {startDate === endDate
          ? `Due ${formatOrdinalDate(startDate)}`
          : `${formatOrdinalDate(startDate)} – ${formatOrdinalDate(endDate)}`}
      </Text>
      <HStack gap="2">
        <Text textStyle="xs">{row.daysPastDue === 1 ? '1 day' : `${row.daysPastDue} days`} past due</Text>
        {row.overdue && (
          <Badge colorPalette="red" width="fit-content">
            Overdue
          </Badge>
        )}
      </HStack>
    </Stack>
  );
}

export type DuesActions = {
  canRecord: boolean;
  statementOf: string | null;
  onStatement: (row: Row) => void;
  onRecord: (row: Row) => void;
};

function RowActions({ row, canRecord, statementOf, onStatement, onRecord }: DuesActions & { row: Row }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        minHeight="11"
        loading={statementOf === row.student.id}
        aria-label={`Statement of ${row.student.name}`}
        onClick={() => onStatement(row)}
      >
        <LuFileText aria-hidden />
        Statement
      </Button>
      {canRecord && (
        <Button
          size="sm"
          variant="outline"
          minHeight="11"
          aria-label={`Record payment for ${row.student.name}`}
          aria-haspopup="dialog"
          onClick={() => onRecord(row)}
        >
          <LuIndianRupee aria-hidden />
          Record payment
        </Button>
      )}
    </HStack>
  );
}

/** The same actions on a phone's card: one menu named after the resident, so the name keeps its room. */
function RowMenu({ row, canRecord, onStatement, onRecord }: DuesActions & { row: Row }) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => (value === 'record' ? onRecord(row) : onStatement(row))}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={`Actions for ${row.student.name}`}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="48">
            <Menu.Item value="statement" minHeight="11">
              <LuFileText aria-hidden />
              Statement
            </Menu.Item>
            {canRecord && (
              <Menu.Item value="record" minHeight="11">
                <LuIndianRupee aria-hidden />
                Record payment
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function duesColumns(actions: DuesActions): DataTableColumn<Row>[] {
  const name = (row: Row, minHeight?: string) => (
    <Stack gap="0">
      <Link asChild color="primary.fg" fontWeight="medium" minHeight={minHeight}>
        <RouterLink to={paths.student(row.student.id)}>{row.student.name}</RouterLink>
      </Link>
      <HStack gap="2">
        {row.student.roomNumber !== null && (
          <Text textStyle="xs" color="fg.muted">
            Room {row.student.roomNumber}
          </Text>
        )}
        {row.leaver && (
          <Badge colorPalette="gray" width="fit-content">
            Left
          </Badge>
        )}
        {row.moveOutPassed && (
          <Badge colorPalette="orange" width="fit-content">
            Move-out date passed
          </Badge>
        )}
      </HStack>
    </Stack>
  );
  return [
    {
      key: 'name',
      header: 'Resident',
      card: 'title',
      render: (row) => name(row),
      renderCard: (row) => name(row, '11'),
    },
    { key: 'standing', header: 'Oldest unpaid', render: (row) => <StandingCell row={row} /> },
    { key: 'balance', header: 'Balance', render: (row) => balanceText(row.balancePaise) },
    {
      key: 'awaiting',
      header: 'Awaiting verification',
      render: (row) => Money.format(row.awaitingVerificationPaise),
    },
    ...BUCKETS.map(({ key, label }) => ({ key, header: label, render: (row: Row) => Money.format(row[key]) })),
    {
      key: 'actions',
      header: 'Actions',
      card: 'actions' as const,
      render: (row: Row) => <RowActions row={row} {...actions} />,
      renderCard: (row: Row) => <RowMenu row={row} {...actions} />,
    },
  ];
}
