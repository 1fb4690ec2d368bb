import { Badge, IconButton, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState, Suspense } from 'react';
import { LuBadgeCheck, LuBan, LuEllipsisVertical, LuIndianRupee, LuUndo2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '@/components/DataTable/DataTable';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { PAGE_SIZES, pageCount, type DataTableColumn } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { inProcessLabels, paymentStatusLabels, periodStatusColors, periodStatusLabels } from '@/domain/money/labels';
import { monthLabel } from '@/domain/money/months';
import type { StudentPaymentDetailsPageQuery, StudentPaymentSortField } from '@/gql/graphql';
import { StudentPaymentDetailsPageDocument } from '@/features/payments/graphql/StudentPaymentDetailsPage.generated';
import { useCan } from '@/lib/permissions';
import { useTableParams } from '@/lib/useTableParams';
import { MonthFilter } from '../components/MonthFilter';
import { usePaymentMonth } from '../hooks/usePaymentMonth';
import { Money } from '@hostel-admin/rules';
import { lazyNamed } from '@/lib/lazyNamed';

// Form dialogs load when first opened, with their form libraries (lib/lazyNamed.ts).
const RecordPaymentDialog = lazyNamed(() => import('@/domain/money/RecordPaymentDialog'), 'RecordPaymentDialog');
const ReversePaymentDialog = lazyNamed(() => import('@/domain/money/ReversePaymentDialog'), 'ReversePaymentDialog');
const VerifyPaymentsDialog = lazyNamed(() => import('@/domain/money/VerifyPaymentsDialog'), 'VerifyPaymentsDialog');

type Row = StudentPaymentDetailsPageQuery['studentPayments']['items'][number];
type Action = { kind: 'record' | 'verify' | 'void' | 'reject'; row: Row };

const SORT_FIELDS: readonly StudentPaymentSortField[] = ['name', 'payment_status', 'in_process'];

function balanceText(row: Row) {
  const balance = row.student.balance.balancePaise;
  return balance < 0 ? `${Money.format(-balance)} credit` : Money.format(balance);
}

type RowMenuProps = { row: Row; canRecord: boolean; canVerify: boolean; onAction: (action: Action) => void };

/**
 * Record payment; for an admin, while a payment waits, Verify and Reject payment, and Void payment once a payment
 * counts: a menu named after the resident.
 */
function RowMenu({ row, canRecord, canVerify, onAction }: RowMenuProps) {
  const verifiable = canVerify && row.student.balance.pendingPaise > 0;
  const voidable = canVerify && row.student.balance.collectedPaise > 0;
  if (!canRecord && !verifiable && !voidable) return null;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => onAction({ kind: value as Action['kind'], row })}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={`Actions for ${row.student.name}`}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="48">
            {canRecord && (
              <Menu.Item value="record" minHeight="11">
                <LuIndianRupee aria-hidden />
                Record payment
              </Menu.Item>
            )}
            {verifiable && (
              <Menu.Item value="verify" minHeight="11">
                <LuBadgeCheck aria-hidden />
                Verify
              </Menu.Item>
            )}
            {verifiable && (
              <Menu.Item value="reject" minHeight="11" color="fg.error">
                <LuBan aria-hidden />
                Reject payment
              </Menu.Item>
            )}
            {voidable && (
              <Menu.Item value="void" minHeight="11" color="fg.error">
                <LuUndo2 aria-hidden />
                Void payment
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function columns(props: Omit<RowMenuProps, 'row'>): DataTableColumn<Row, StudentPaymentSortField>[] {
  const name = (row: Row, minHeight?: string) => (
    <Link asChild color="primary.fg" fontWeight="medium" minHeight={minHeight}>
      <RouterLink to={paths.student(row.student.id)}>{row.student.name}</RouterLink>
    </Link>
  );
  return [
    {
      key: 'name',
      header: 'Name',
      sortField: 'name',
      card: 'title',
      render: (row) => name(row),
      renderCard: (row) => name(row, '11'),
    },
    {
      key: 'paymentStatus',
      header: 'payment_status',
      sortField: 'payment_status',
      render: (row) => (
        <Stack gap="0">
          {/* A month covered by a payment waiting for an admin reads as paid, awaiting verification: not due, not Overdue. */}
          <Text>
            {row.periodStatus === 'awaiting_verification'
              ? periodStatusLabels.awaiting_verification
              : paymentStatusLabels[row.paymentStatus]}
          </Text>
          {row.periodStatus !== 'paid' && row.periodStatus !== 'awaiting_verification' && (
            <Badge colorPalette={periodStatusColors[row.periodStatus]} width="fit-content">
              {periodStatusLabels[row.periodStatus]}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'inProcess',
      header: 'in_process',
      sortField: 'in_process',
      render: (row) => inProcessLabels[row.inProcess],
    },
    { key: 'rent', header: 'Rent amount', render: (row) => Money.format(row.rentAmountPaise) },
    { key: 'balance', header: 'Balance', render: balanceText },
    {
      key: 'more',
      header: 'Details',
      render: (row) => (
        <Link asChild color="primary.fg" minHeight="11" aria-label={`More about ${row.student.name}`}>
          <RouterLink to={paths.student(row.student.id)}>More</RouterLink>
        </Link>
      ),
      card: 'none',
    },
    { key: 'actions', header: 'Actions', card: 'actions', render: (row) => <RowMenu row={row} {...props} /> },
  ];
}

/** The month's residents with their payment_status and in_process, rent and balance; record, verify, reject and void payments. */
export function StudentPaymentDetailsPage() {
  const { month, setMonth } = usePaymentMonth();
  const params = useTableParams<StudentPaymentSortField>({
    sortFields: SORT_FIELDS,
    defaultSort: 'name',
    pageSizes: PAGE_SIZES,
    defaultPageSize: 10,
  });
  const { search, sort, page, pageSize } = params;
  const { data, previousData, loading, error, refetch } = useQuery(StudentPaymentDetailsPageDocument, {
    variables: { month, search: search || null, orderBy: sort, page, pageSize },
  });
  const list = (data ?? previousData)?.studentPayments;
  const lastPage = data ? pageCount(data.studentPayments.totalCount, pageSize) : page;
  const canRecord = useCan('payments_record');
  const canVerify = useCan('payments_verify');
  const [action, setAction] = useState<Action | null>(null);
  const setPage = params.setPage;

  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  return (
    <Stack gap="6">
      <PageHeader title="Student Payment Details" />
      <MonthFilter month={month} onChange={setMonth} />
      <DataTableSearch
        value={search}
        onSearch={params.setSearch}
        label="Search residents"
        placeholder="Search by name, email or phone"
      />
      {error && <LoadError what="the payments" error={error} onRetry={refetch} />}
      <DataTable
        label={`Rent of ${monthLabel(month)}`}
        columns={columns({ canRecord, canVerify, onAction: setAction })}
        rows={list?.items ?? []}
        getRowKey={(row) => row.id}
        totalCount={list?.totalCount ?? 0}
        page={page}
        pageSize={pageSize}
        sort={sort}
        loading={loading}
        emptyText="No data available"
        onSortChange={params.setSort}
        onPageChange={setPage}
        onPageSizeChange={params.setPageSize}
      />
      {action?.kind === 'record' && (
        <Suspense fallback={null}>
          <RecordPaymentDialog
            student={action.row.student}
            duePaise={action.row.student.balance.balancePaise}
            onClose={() => setAction(null)}
          />
        </Suspense>
      )}
      {action?.kind === 'verify' && (
        <Suspense fallback={null}>
          <VerifyPaymentsDialog student={action.row.student} onClose={() => setAction(null)} />
        </Suspense>
      )}
      {(action?.kind === 'void' || action?.kind === 'reject') && (
        <Suspense fallback={null}>
          <ReversePaymentDialog kind={action.kind} student={action.row.student} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
