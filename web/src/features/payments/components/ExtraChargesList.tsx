import { Badge, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '@/components/DataTable/DataTable';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { pageCount, type DataTableColumn } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { paths } from '@/config/paths';
import type { ExtraChargeRowFragment } from '@/gql/graphql';
import { ExtraChargesDocument } from '@/features/payments/graphql/ExtraBilling.generated';
import { formatOrdinalDate } from '@/lib/format';
import { useTableParams } from '@/lib/useTableParams';
import { Money } from '@hostel-admin/rules';

type Row = ExtraChargeRowFragment;
const PAGE_SIZES = [10, 25, 50] as const;
const NO_SORT = ['DATE'] as const;

export type ExtraChargesListProps = {
  /** Admins void a charge from its row; others only read. */
  onVoid?: (charge: Row) => void;
};

/**
 * What Extra Billing charged, newest first: date, resident, reason, amount, comment, who added it, and whether it
 * was voided (when, by whom, why). Searched by name, reason or comment; paged; stacked cards on a phone.
 */
export function ExtraChargesList({ onVoid }: ExtraChargesListProps) {
  const params = useTableParams({
    prefix: 'charges',
    sortFields: NO_SORT,
    defaultSort: 'DATE',
    pageSizes: PAGE_SIZES,
    defaultPageSize: 10,
  });
  const { search, page, pageSize, setPage } = params;
  const { data, previousData, loading, error, refetch } = useQuery(ExtraChargesDocument, {
    variables: { search: search || null, page, pageSize },
  });
  const list = (data ?? previousData)?.extraCharges;
  const lastPage = data ? pageCount(data.extraCharges.totalCount, pageSize) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  const resident = (charge: Row, minHeight?: string) =>
    charge.student ? (
      <Link asChild color="primary.fg" fontWeight="medium" minHeight={minHeight}>
        <RouterLink to={paths.student(charge.student.id)}>{charge.studentName}</RouterLink>
      </Link>
    ) : (
      charge.studentName
    );
  const status = (charge: Row) =>
    charge.void ? (
      <Stack gap="0" whiteSpace="normal" minWidth="40" maxWidth="xs">
        <Badge colorPalette="red" alignSelf="start">
          Voided
        </Badge>
        <Text textStyle="sm">
          {formatOrdinalDate(charge.void.voidedOn)}
          {charge.void.voidedBy ? ` by ${charge.void.voidedBy}` : ''}: {charge.void.reason}
        </Text>
      </Stack>
    ) : (
      <Badge colorPalette="green">Charged</Badge>
    );
  const columns: DataTableColumn<Row>[] = [
    { key: 'date', header: 'Date', render: (c) => formatOrdinalDate(c.chargedOn) },
    {
      key: 'resident',
      header: 'Resident',
      card: 'title',
      render: (c) => resident(c),
      renderCard: (c) => resident(c, '11'),
    },
    { key: 'reason', header: 'Reason', render: (c) => c.label },
    {
      key: 'amount',
      header: 'Amount',
      render: (c) => (
        <Text as="span" fontVariantNumeric="tabular-nums" textDecoration={c.void ? 'line-through' : undefined}>
          {Money.format(c.amountPaise)}
        </Text>
      ),
    },
    {
      key: 'comment',
      header: 'Comment',
      render: (c) =>
        c.comment && (
          <Text as="span" display="block" whiteSpace="normal" minWidth="40" maxWidth="xs">
            {c.comment}
          </Text>
        ),
    },
    { key: 'addedBy', header: 'Added by', render: (c) => c.addedBy },
    { key: 'status', header: 'Status', render: status },
    ...(onVoid
      ? [
          {
            key: 'actions',
            header: 'Actions',
            hideHeader: true,
            card: 'actions' as const,
            render: (c: Row) =>
              c.void ? null : (
                <Button
                  size="sm"
                  minHeight="11"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Void ${c.label} ${Money.format(c.amountPaise)} for ${c.studentName}`}
                  onClick={() => onVoid(c)}
                >
                  Void
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="4" as="section" aria-labelledby="charges-added">
      <Heading as="h2" size="lg" id="charges-added">
        Charges added
      </Heading>
      <DataTableSearch
        value={search}
        onSearch={params.setSearch}
        label="Search charges"
        placeholder="Search by name, reason or comment"
      />
      {error && <LoadError what="the charges" error={error} onRetry={refetch} />}
      <DataTable
        label="Charges added"
        columns={columns}
        rows={list?.items ?? []}
        getRowKey={(c) => c.id}
        totalCount={list?.totalCount ?? 0}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        loading={loading}
        emptyText={search ? 'No charges match your search' : 'No extra charges yet'}
        onSortChange={() => undefined}
        onPageChange={setPage}
        onPageSizeChange={params.setPageSize}
      />
    </Stack>
  );
}
