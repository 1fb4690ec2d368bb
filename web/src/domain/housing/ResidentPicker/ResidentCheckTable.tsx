import { Button, Checkbox, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '@/components/DataTable/DataTable';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { pageCount, type DataTableColumn } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { paths } from '@/config/paths';
import type { StudentSortField } from '@/gql/graphql';
import { ResidentPickerDocument } from '@/domain/housing/ResidentPicker/ResidentPicker.generated';
import { useTableParams } from '@/lib/useTableParams';
import { PhoneText } from '@/lib/phoneText';
import { RESIDENT_SEARCH_DEBOUNCE_MS, type ResidentChoice, type ResidentPickerBase } from './residentChoice';
import type { Selection } from './selection';

const SORT_FIELDS: readonly StudentSortField[] = ['name', 'email', 'phone', 'room_number'];
/** The spec's 8 rows a page for extra billing and update rent. */
const PICKER_PAGE_SIZES = [8] as const;

type CheckProps = { checked: boolean | 'indeterminate'; label: string; onChange: (checked: boolean) => void };

/** A checkbox with its whole 44 px square to tap, named for assistive technology. */
function Check({ checked, label, onChange }: CheckProps) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      minWidth="11"
      minHeight="11"
      justifyContent="center"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

export type ResidentCheckTableProps = ResidentPickerBase & {
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  /** The action on the chosen residents (Add Charge, Update Rent); without it (read only) nothing is chosen. */
  action?: ReactNode;
};

/**
 * Any number of residents for a page's action: a table of name (a link to the resident), email, phone and room
 * number, sortable, searched, 8 a page, its search, sort and page in the URL; a checkbox per row and one for the
 * whole page. The choice holds across pages and searches.
 */
export function ResidentCheckTable(props: ResidentCheckTableProps) {
  const { selection, onSelectionChange, action, filter, label, searchLabel, placeholder, emptyText } = props;
  const { noMatchText = emptyText, what = 'the residents' } = props;
  const params = useTableParams<StudentSortField>({
    sortFields: SORT_FIELDS,
    defaultSort: 'name',
    pageSizes: PICKER_PAGE_SIZES,
    defaultPageSize: 8,
  });
  const { search, sort, page, pageSize, setPage } = params;
  const { data, previousData, loading, error, refetch } = useQuery(ResidentPickerDocument, {
    variables: { ...(filter && { where: filter }), search: search || null, orderBy: sort, page, pageSize },
  });
  const list = (data ?? previousData)?.students;
  const rows = list?.items ?? [];
  const lastPage = data ? pageCount(data.students.totalCount, pageSize) : page;

  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  const toggle = (residents: readonly ResidentChoice[], checked: boolean) => {
    const next = new Map(selection);
    for (const resident of residents) {
      if (checked) next.set(resident.id, resident.name);
      else next.delete(resident.id);
    }
    onSelectionChange(next);
  };
  const chosenOnPage = rows.filter((resident) => selection.has(resident.id)).length;
  const pageChecked =
    rows.length > 0 && chosenOnPage === rows.length ? true : chosenOnPage > 0 ? 'indeterminate' : false;

  const name = (resident: ResidentChoice, minHeight?: string) => (
    <Link asChild color="primary.fg" fontWeight="medium" minHeight={minHeight}>
      <RouterLink to={paths.student(resident.id)}>{resident.name}</RouterLink>
    </Link>
  );
  const selectable = Boolean(action);
  const allColumns: DataTableColumn<ResidentChoice, StudentSortField>[] = [
    {
      key: 'select',
      header: 'Select',
      hideHeader: true,
      card: 'media',
      render: (resident) => (
        <Check
          checked={selection.has(resident.id)}
          label={`Select ${resident.name}`}
          onChange={(checked) => toggle([resident], checked)}
        />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      sortField: 'name',
      card: 'title',
      render: (resident) => name(resident),
      renderCard: (resident) => name(resident, '11'),
    },
    { key: 'email', header: 'Email', sortField: 'email', render: (resident) => resident.email },
    { key: 'phone', header: 'Phone', sortField: 'phone', render: (resident) => <PhoneText value={resident.phone} /> },
    { key: 'roomNumber', header: 'Room No.', sortField: 'room_number', render: (resident) => resident.roomNumber },
  ];
  const columns = allColumns.filter((column) => selectable || column.key !== 'select');

  return (
    <Stack gap="4">
      <DataTableSearch
        value={search}
        onSearch={params.setSearch}
        label={searchLabel}
        placeholder={placeholder}
        delayMs={RESIDENT_SEARCH_DEBOUNCE_MS}
      />
      {selectable && (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack gap="2" wrap="wrap">
            <HStack gap="0">
              <Check
                checked={pageChecked}
                label="Select all on this page"
                onChange={(checked) => toggle(rows, checked)}
              />
              <Text aria-hidden>All on this page</Text>
            </HStack>
            <Text role="status" color="fg.muted">
              {selection.size === 1 ? '1 resident selected' : `${selection.size} residents selected`}
            </Text>
            {selection.size > 0 && (
              <Button variant="ghost" minHeight="11" onClick={() => onSelectionChange(new Map())}>
                Clear selection
              </Button>
            )}
          </HStack>
          {action}
        </HStack>
      )}
      {error && <LoadError what={what} error={error} onRetry={refetch} />}
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        getRowKey={(resident) => resident.id}
        totalCount={list?.totalCount ?? 0}
        page={page}
        pageSize={pageSize}
        pageSizes={PICKER_PAGE_SIZES}
        sort={sort}
        loading={loading}
        emptyText={search ? noMatchText : emptyText}
        onSortChange={params.setSort}
        onPageChange={setPage}
        onPageSizeChange={params.setPageSize}
      />
    </Stack>
  );
}
