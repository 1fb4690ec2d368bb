import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  IconButton,
  Link,
  Menu,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { LuDownload, LuEllipsisVertical, LuFileText, LuIndianRupee } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DataTable } from '@/components/DataTable/DataTable';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { PAGE_SIZES, pageCount, type DataTableColumn } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { RecordPaymentDialog } from '@/domain/money/RecordPaymentDialog';
import { DuesPageDocument, type DuesFilter, type DuesPageQuery, type DuesSort } from '@/gql/graphql';
import { formatOrdinalDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useTableParams } from '@/lib/useTableParams';
import { useDuesDownloads } from '../hooks/useDuesDownloads';
import { Money, RENT_PERIOD_STATUS_LABELS } from '@hostel-admin/rules';

type Row = DuesPageQuery['dues']['items'][number];
type Totals = DuesPageQuery['dues']['totals'];

const FILTERS: { value: DuesFilter; label: string }[] = [
  { value: 'ALL', label: 'All residents' },
  { value: 'OVERDUE', label: 'Overdue' },
  { value: 'LEAVERS_WITH_BALANCE', label: 'Leavers with a balance' },
  { value: 'AWAITING_VERIFICATION', label: 'Awaiting verification' },
];
const SORTS: { value: DuesSort; label: string }[] = [
  { value: 'OLDEST_FIRST', label: 'Most overdue first' },
  { value: 'BALANCE_DESC', label: 'Highest balance first' },
  { value: 'NAME', label: 'Name' },
];
const SORT_FIELDS = SORTS.map((s) => s.value);
const isFilter = (value: string | null): value is DuesFilter => FILTERS.some((f) => f.value === value);

/** The ageing buckets as the table, the cards, the totals and the CSV name them. */
export const BUCKETS = [
  { key: 'days0To30Paise', label: '0–30 days' },
  { key: 'days31To60Paise', label: '31–60 days' },
  { key: 'days61To90Paise', label: '61–90 days' },
  { key: 'days90PlusPaise', label: 'Over 90 days' },
] as const;

/** "Rs. 1,200", or "Rs. 300 credit" below zero. */
const balanceText = (paise: number) => (paise < 0 ? `${Money.format(-paise)} credit` : Money.format(paise));

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

type Actions = {
  canRecord: boolean;
  statementOf: string | null;
  onStatement: (row: Row) => void;
  onRecord: (row: Row) => void;
};

function RowActions({ row, canRecord, statementOf, onStatement, onRecord }: Actions & { row: Row }) {
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
function RowMenu({ row, canRecord, onStatement, onRecord }: Actions & { row: Row }) {
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

function columns(actions: Actions): DataTableColumn<Row>[] {
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

/** Sums over every row the filter and search keep, all pages. */
function DuesTotals({ totals }: { totals: Totals }) {
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

function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <HStack gap="2">
      <Text asChild textStyle="sm" whiteSpace="nowrap">
        <label htmlFor={id}>{props.label}</label>
      </Text>
      <NativeSelect.Root width="56">
        <NativeSelect.Field id={id} value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

/** Who owes what, most overdue first: balance, the oldest unpaid charge, ageing, totals; CSV and statements. */
export function DuesPage() {
  const params = useTableParams<DuesSort>({
    sortFields: SORT_FIELDS,
    defaultSort: 'OLDEST_FIRST',
    pageSizes: PAGE_SIZES,
    defaultPageSize: 10,
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const rawFilter = searchParams.get('filter');
  const filter: DuesFilter = isFilter(rawFilter) ? rawFilter : 'ALL';
  const { search, page, pageSize, setPage } = params;
  const sort = params.sort.field;
  const { data, previousData, loading, error, refetch } = useQuery(DuesPageDocument, {
    variables: { search: search || null, filter, sort, page, pageSize },
  });
  const list = (data ?? previousData)?.dues;
  const lastPage = data ? pageCount(data.dues.totalCount, pageSize) : page;
  const canRecord = useCan('payments_record');
  const [recording, setRecording] = useState<Row | null>(null);
  const { exportCsv, exporting, downloadStatement, statementOf } = useDuesDownloads();

  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  const setFilter = (next: DuesFilter) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'ALL') updated.delete('filter');
      else updated.set('filter', next);
      updated.delete('page');
      return updated;
    });

  return (
    <Stack gap="6">
      <PageHeader
        title="Dues"
        description="Who owes what, aged by days past the due date. Payments awaiting verification are apart and never overdue."
        actions={
          <Button variant="outline" loading={exporting} onClick={() => void exportCsv(search, filter, sort)}>
            <LuDownload aria-hidden />
            Export CSV
          </Button>
        }
      />
      <HStack gap="4" wrap="wrap">
        <Choice label="Show" value={filter} options={FILTERS} onChange={setFilter} />
        <Choice
          label="Sort by"
          value={sort}
          options={SORTS}
          onChange={(field) => params.setSort({ field, direction: 'ASC' })}
        />
      </HStack>
      <DataTableSearch
        value={search}
        onSearch={params.setSearch}
        label="Search residents"
        placeholder="Search by name, email or phone"
      />
      {error && <LoadError what="the dues" error={error} onRetry={refetch} />}
      {list && <DuesTotals totals={list.totals} />}
      <DataTable
        label="Dues"
        columns={columns({
          canRecord,
          statementOf,
          onStatement: (row) => void downloadStatement(row.student),
          onRecord: setRecording,
        })}
        rows={list?.items ?? []}
        getRowKey={(row) => row.id}
        totalCount={list?.totalCount ?? 0}
        page={page}
        pageSize={pageSize}
        loading={loading}
        emptyText="No one in this list"
        onSortChange={() => undefined}
        onPageChange={setPage}
        onPageSizeChange={params.setPageSize}
      />
      {/* A payment's cache event drops the list: it is read again (paymentChanged). */}
      {recording && (
        <RecordPaymentDialog
          student={recording.student}
          duePaise={Math.max(0, recording.balancePaise)}
          onClose={() => setRecording(null)}
        />
      )}
    </Stack>
  );
}
