import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '@/components/DataTable/DataTable';
import { pageCount, PAGE_SIZES, type DataTableColumn } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { isMonthPart, MONTH_PART_TEXTS } from '@/domain/money/monthParts';
import { monthLabel } from '@/domain/money/months';
import type { MonthLedgerRowsPageQuery } from '@/gql/graphql';
import { MonthLedgerRowsPageDocument } from '@/features/payments/graphql/MonthLedgerRowsPage.generated';
import { useTableParams } from '@/lib/useTableParams';
import { MonthFilter } from '../components/MonthFilter';
import { usePaymentMonth } from '../hooks/usePaymentMonth';
import { Money, readableDate } from '@hostel-admin/rules';
import { useUrlParams } from '@/lib/useUrlParams';

type Row = MonthLedgerRowsPageQuery['monthLedgerRows']['items'][number];

const COLUMNS: DataTableColumn<Row, never>[] = [
  { key: 'date', header: 'Date', card: 'title', render: (row) => readableDate(row.date) },
  {
    key: 'resident',
    header: 'Resident',
    render: (row) => (
      <Link asChild color="primary.fg" minHeight="11">
        <RouterLink to={paths.student(row.studentId)}>{row.studentName}</RouterLink>
      </Link>
    ),
  },
  { key: 'item', header: 'Item', render: (row) => row.item },
  { key: 'reference', header: 'Reference', render: (row) => row.reference },
  {
    key: 'amount',
    header: 'Amount',
    render: (row) => (
      <Text as="span" fontVariantNumeric="tabular-nums">
        {Money.format(row.amountPaise)}
      </Text>
    ),
  },
];

/**
 * The ledger rows behind one figure of Payment Details' month equation (?month=YYYY-MM&part=rent…), oldest first,
 * with what they add up to: the figure on the tile.
 */
export function MonthRowsPage() {
  const { month, setMonth } = usePaymentMonth();
  const [search] = useUrlParams();
  // Lower-cased: links written before the schema's lower_snake_case values (&part=RENT) still work.
  const asked = search.get('part')?.toLowerCase() ?? null;
  const part = isMonthPart(asked) ? asked : 'collected';
  const params = useTableParams<never>({
    sortFields: [],
    defaultSort: '' as never,
    pageSizes: PAGE_SIZES,
    defaultPageSize: 25,
  });
  const { page, pageSize, setPage } = params;
  const { data, previousData, loading, error, refetch } = useQuery(MonthLedgerRowsPageDocument, {
    variables: { month, part, page, pageSize },
  });
  const list = (data ?? previousData)?.monthLedgerRows;
  const lastPage = data ? pageCount(data.monthLedgerRows.totalCount, pageSize) : page;
  const { label, text } = MONTH_PART_TEXTS[part];

  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  return (
    <Stack gap="6">
      <PageHeader title={label} description={text} />
      <Link asChild color="primary.fg" minHeight="11" width="fit-content">
        <RouterLink to={`${paths.payments}?month=${month}`}>Back to Payment Details, {monthLabel(month)}</RouterLink>
      </Link>
      <MonthFilter month={month} onChange={setMonth} />
      {error && <LoadError what="the rows" error={error} onRetry={refetch} />}
      {list && (
        <Text fontWeight="semibold" role="status">
          {list.totalCount} {list.totalCount === 1 ? 'row' : 'rows'} in {monthLabel(month)}, adding up to{' '}
          {Money.format(list.totalPaise)}
        </Text>
      )}
      <DataTable
        label={`${label}, ${monthLabel(month)}`}
        columns={COLUMNS}
        rows={list?.items ?? []}
        getRowKey={(row) => row.id}
        totalCount={list?.totalCount ?? 0}
        page={page}
        pageSize={pageSize}
        loading={loading}
        emptyText="No data available"
        onSortChange={() => undefined}
        onPageChange={setPage}
        onPageSizeChange={params.setPageSize}
      />
    </Stack>
  );
}
