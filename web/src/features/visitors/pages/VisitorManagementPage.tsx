import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { LuUserPlus } from 'react-icons/lu';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTable } from '@/components/DataTable/DataTable';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { PAGE_SIZES, pageCount } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import type { VisitorFilter, VisitorRow_VisitorFragment } from '@/gql/graphql';
import { VisitorManagementPageDocument } from '@/features/visitors/graphql/VisitorManagementPage.generated';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { useCan } from '@/lib/permissions';
import { useTableParams } from '@/lib/useTableParams';
import { SignInVisitorDialog } from '../components/SignInVisitorDialog';
import { visitorColumns } from '../components/visitorColumns';
import { useSignOutVisitor } from '../hooks/useVisitorChanges';
import { useUrlParams } from '@/lib/useUrlParams';

export const VISITOR_FILTERS: { value: VisitorFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'today', label: 'Today' },
  { value: 'inside', label: 'Currently inside' },
];
const isFilter = (value: string | null): value is VisitorFilter => VISITOR_FILTERS.some((f) => f.value === value);

function FilterSelect({ value, onChange }: { value: VisitorFilter; onChange: (value: VisitorFilter) => void }) {
  const id = useId();
  return (
    <HStack gap="2">
      <Text asChild textStyle="sm" whiteSpace="nowrap">
        <label htmlFor={id}>Show</label>
      </Text>
      <NativeSelect.Root width="48">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value as VisitorFilter)}>
          {VISITOR_FILTERS.map((option) => (
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

/** Visitor Management: the log of who came to see which resident, signing visitors in and out. */
export function VisitorManagementPage() {
  const params = useTableParams({
    sortFields: ['IN_AT'],
    defaultSort: 'IN_AT',
    pageSizes: PAGE_SIZES,
    defaultPageSize: 10,
  });
  const [searchParams, updateParams] = useUrlParams();
  // Lower-cased: links written before the schema's lower_snake_case values (?filter=INSIDE) still work.
  const rawFilter = searchParams.get('filter')?.toLowerCase() ?? null;
  const filter: VisitorFilter = isFilter(rawFilter) ? rawFilter : 'all';
  const { search, page, pageSize, setPage } = params;
  const { data, previousData, loading, error, refetch } = useQuery(VisitorManagementPageDocument, {
    variables: { search: search || null, group: filter, page, pageSize },
  });
  const list = (data ?? previousData)?.visitors;
  const lastPage = data ? pageCount(data.visitors.totalCount, pageSize) : page;
  const canWrite = useCan('visitors_write');
  const [signingIn, setSigningIn] = useState(false);
  const confirm = useConfirm();
  const signOut = useSignOutVisitor();

  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  const setFilter = (next: VisitorFilter) => updateParams({ filter: next === 'all' ? null : next, page: null });

  const handleSignOut = (row: VisitorRow_VisitorFragment) =>
    void confirm({
      title: 'Sign out this visitor?',
      target: `${row.name}, visiting ${row.resident.name}`,
      description: 'Their out time is now.',
      confirmLabel: 'Sign out',
      action: () => signOut(row.id),
      success: `${row.name} signed out`,
      failure: (problem) => explainGraphqlError(problem).summary,
    });

  const inside = list?.insideCount;
  return (
    <Stack gap="6">
      <PageHeader
        title="Visitor Management"
        description="Who came to see which resident, and when they came and went."
        actions={
          canWrite && (
            <Button colorPalette="primary" aria-haspopup="dialog" onClick={() => setSigningIn(true)}>
              <LuUserPlus aria-hidden />
              Sign in visitor
            </Button>
          )
        }
      />
      <HStack gap="4" wrap="wrap" justify="space-between">
        <FilterSelect value={filter} onChange={setFilter} />
        {inside !== undefined && (
          <Text role="status" color="fg.muted">
            {inside === 1 ? '1 visitor inside now' : `${inside} visitors inside now`}
          </Text>
        )}
      </HStack>
      <DataTableSearch
        value={search}
        onSearch={params.setSearch}
        label="Search visitors"
        placeholder="Search by visitor, phone, purpose or resident"
      />
      {error && <LoadError what="the visitor log" error={error} onRetry={refetch} />}
      <DataTable
        label="Visitors"
        columns={visitorColumns({ canSignOut: canWrite, onSignOut: handleSignOut })}
        rows={list?.items ?? []}
        getRowKey={(row) => row.id}
        totalCount={list?.totalCount ?? 0}
        page={page}
        pageSize={pageSize}
        loading={loading}
        emptyText={filter === 'inside' ? 'No visitor is inside' : 'No visitors in this list'}
        onSortChange={() => undefined}
        onPageChange={setPage}
        onPageSizeChange={params.setPageSize}
      />
      <SignInVisitorDialog open={signingIn} onOpenChange={setSigningIn} />
    </Stack>
  );
}
