import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, Suspense } from 'react';
import { LuDownload } from 'react-icons/lu';
import { DataTable } from '@/components/DataTable/DataTable';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { PAGE_SIZES, pageCount } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import type { DuesFilter } from '@/gql/graphql';
import { DuesPageDocument } from '@/features/dues/graphql/DuesPage.generated';
import { useCan } from '@/lib/permissions';
import { useTableParams } from '@/lib/useTableParams';
import { duesColumns, type DuesRow } from '../components/duesColumns';
import { DuesTotals } from '../components/DuesTotals';
import { DUES_SORTS, duesOrderBy, type DuesSortChoice } from '../duesSorts';
import { useDuesDownloads } from '../hooks/useDuesDownloads';
import { useUrlParams } from '@/lib/useUrlParams';
import { lazyNamed } from '@/lib/lazyNamed';

// Form dialogs load when first opened, with their form libraries (lib/lazyNamed.ts).
const RecordPaymentDialog = lazyNamed(() => import('@/domain/money/RecordPaymentDialog'), 'RecordPaymentDialog');

const FILTERS: { value: DuesFilter; label: string }[] = [
  { value: 'all', label: 'All residents' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'leavers_with_balance', label: 'Leavers with a balance' },
  { value: 'awaiting_verification', label: 'Awaiting verification' },
];
const SORTS = DUES_SORTS.map(({ value, label }) => ({ value, label }));
const SORT_FIELDS = SORTS.map((s) => s.value);
const isFilter = (value: string | null): value is DuesFilter => FILTERS.some((f) => f.value === value);

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
  const params = useTableParams<DuesSortChoice>({
    sortFields: SORT_FIELDS,
    defaultSort: 'oldest_first',
    pageSizes: PAGE_SIZES,
    defaultPageSize: 10,
  });
  const [searchParams, updateParams] = useUrlParams();
  // Lower-cased: links written before the schema's lower_snake_case values (?filter=OVERDUE) still work.
  const rawFilter = searchParams.get('filter')?.toLowerCase() ?? null;
  const filter: DuesFilter = isFilter(rawFilter) ? rawFilter : 'all';
  const { search, page, pageSize, setPage } = params;
  const sort = params.sort.field;
  const { data, previousData, loading, error, refetch } = useQuery(DuesPageDocument, {
    variables: { search: search || null, group: filter, orderBy: duesOrderBy(sort), page, pageSize },
  });
  const list = (data ?? previousData)?.dues;
  const lastPage = data ? pageCount(data.dues.totalCount, pageSize) : page;
  const canRecord = useCan('payments_record');
  const [recording, setRecording] = useState<DuesRow | null>(null);
  const { exportCsv, exporting, downloadStatement, statementOf } = useDuesDownloads();

  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  const setFilter = (next: DuesFilter) => updateParams({ filter: next === 'all' ? null : next, page: null });

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
          onChange={(field) => params.setSort({ field, direction: 'asc' })}
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
        columns={duesColumns({
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
        <Suspense fallback={null}>
          <RecordPaymentDialog
            student={recording.student}
            duePaise={Math.max(0, recording.balancePaise)}
            onClose={() => setRecording(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
