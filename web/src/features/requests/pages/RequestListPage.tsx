import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  requestTypeOfSlug,
  type RequestStatus,
  type RequestType,
} from '@hostel-admin/rules';
import { DataTable } from '@/components/DataTable/DataTable';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { PAGE_SIZES, pageCount } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { RequestListPageDocument } from '@/features/requests/graphql/RequestListPage.generated';
import { useCan } from '@/lib/permissions';
import { useTableParams } from '@/lib/useTableParams';
import { requestColumns, type RequestSortField } from '../components/requestColumns';
import { useUrlParams } from '@/lib/useUrlParams';
import { lazyNamed } from '@/lib/lazyNamed';

// Form dialogs load when first opened, with their form libraries (lib/lazyNamed.ts).
const AddRequestDialog = lazyNamed(() => import('../components/AddRequestDialog'), 'AddRequestDialog');

const LIST_TITLES: Record<RequestType, string> = {
  service: 'Service Requests',
  bed_room: 'Room/Bed Change Requests',
  food: 'Food Change Requests',
  others: 'Other Requests',
};

const isStatus = (value: string | null): value is RequestStatus =>
  (REQUEST_STATUSES as readonly string[]).includes(value ?? '');

/** The status filter: all, or one status (in the URL as `?status=`). */
function StatusFilter({
  value,
  onChange,
}: {
  value: RequestStatus | '';
  onChange: (next: RequestStatus | '') => void;
}) {
  const id = useId();
  return (
    <HStack gap="2">
      <Text asChild textStyle="sm" whiteSpace="nowrap">
        <label htmlFor={id}>Status</label>
      </Text>
      <NativeSelect.Root width="48">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value as RequestStatus | '')}>
          <option value="">All</option>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {REQUEST_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

/** `/admin/request/bed-room` lists requests of type `bed_room` (hyphens become underscores). */
export function RequestListPage() {
  const { requestType } = useParams();
  const type = requestTypeOfSlug(requestType);
  const params = useTableParams<RequestSortField>({
    sortFields: ['raisedAt'],
    defaultSort: 'raisedAt',
    pageSizes: PAGE_SIZES,
    defaultPageSize: 10,
  });
  const [searchParams, updateParams] = useUrlParams();
  const rawStatus = searchParams.get('status');
  const status = isStatus(rawStatus) ? rawStatus : '';
  const { search, page, pageSize, sort, setPage } = params;
  const { data, previousData, loading, error, refetch } = useQuery(RequestListPageDocument, {
    variables: {
      type: type ?? 'service',
      status: status || null,
      search: search || null,
      order: sort.direction,
      page,
      pageSize,
    },
    skip: !type,
    // Asked again on every visit: time left moves with the clock, and a resident's name with their edits.
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.requests;
  const canAdd = useCan('requests_write');
  const [adding, setAdding] = useState(false);
  const lastPage = data ? pageCount(data.requests.totalCount, pageSize) : page;

  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  if (!type) return <Navigate to={paths.requests} replace />;

  const setStatus = (next: RequestStatus | '') => updateParams({ status: next, page: null });

  return (
    <Stack gap="6">
      <PageHeader
        title={LIST_TITLES[type]}
        description="Oldest first; sort by Raised at for the newest. Choose a status to change it."
        actions={
          canAdd && (
            <Button colorPalette="primary" aria-haspopup="dialog" onClick={() => setAdding(true)}>
              Add Request
            </Button>
          )
        }
      />
      <HStack gap="4" wrap="wrap" align="end">
        <StatusFilter value={status} onChange={setStatus} />
      </HStack>
      <DataTableSearch
        value={search}
        onSearch={params.setSearch}
        label="Search requests"
        placeholder="Search by name, request or room"
      />
      {error && <LoadError what="the requests" error={error} onRetry={refetch} />}
      <DataTable
        label={LIST_TITLES[type]}
        columns={requestColumns}
        rows={list?.items ?? []}
        getRowKey={(row) => row.id}
        totalCount={list?.totalCount ?? 0}
        totalCountExact={list?.totalCountExact ?? true}
        page={page}
        pageSize={pageSize}
        loading={loading}
        sort={sort}
        emptyText="No requests"
        onSortChange={params.setSort}
        onPageChange={setPage}
        onPageSizeChange={params.setPageSize}
      />
      {adding && (
        <Suspense fallback={null}>
          <AddRequestDialog defaultType={type} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
