import { Button, Checkbox, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '@/components/DataTable/DataTable';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { pageCount, type DataTableColumn } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { paths } from '@/config/paths';
import { PickStudentsDocument, type PickStudentsQuery, type StudentSortField } from '@/gql/graphql';
import { useTableParams } from '@/lib/useTableParams';
import { formatPhone } from '@hostel-admin/rules';

type Student = PickStudentsQuery['students']['items'][number];

/** Residents chosen on any page, by id, with their names to say who is charged. */
export type Selection = ReadonlyMap<string, string>;

const SORT_FIELDS: readonly StudentSortField[] = ['NAME', 'EMAIL', 'PHONE', 'ROOM_NUMBER'];
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

export type StudentPickerProps = {
  /** The table's accessible name. */
  label: string;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  /** The action on the chosen residents (Add Charge, Update Rent); without it (read only) nothing is chosen. */
  action?: ReactNode;
};

/**
 * The student table of Extra Billing and Update Rent: name, email, phone, room number (sortable), search,
 * 8 a page, a checkbox per row and one for the whole page. The choice holds across pages and searches.
 */
export function StudentPicker({ label, selection, onSelectionChange, action }: StudentPickerProps) {
  const params = useTableParams<StudentSortField>({
    sortFields: SORT_FIELDS,
    defaultSort: 'NAME',
    pageSizes: PICKER_PAGE_SIZES,
    defaultPageSize: 8,
  });
  const { search, sort, page, pageSize, setPage } = params;
  const { data, previousData, loading, error, refetch } = useQuery(PickStudentsDocument, {
    variables: { search: search || null, sort, page, pageSize },
  });
  const list = (data ?? previousData)?.students;
  const rows = list?.items ?? [];
  const lastPage = data ? pageCount(data.students.totalCount, pageSize) : page;

  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  const toggle = (students: readonly Student[], checked: boolean) => {
    const next = new Map(selection);
    for (const student of students) {
      if (checked) next.set(student.id, student.name);
      else next.delete(student.id);
    }
    onSelectionChange(next);
  };
  const chosenOnPage = rows.filter((student) => selection.has(student.id)).length;
  const pageChecked =
    rows.length > 0 && chosenOnPage === rows.length ? true : chosenOnPage > 0 ? 'indeterminate' : false;

  const name = (student: Student, minHeight?: string) => (
    <Link asChild color="primary.fg" fontWeight="medium" minHeight={minHeight}>
      <RouterLink to={paths.student(student.id)}>{student.name}</RouterLink>
    </Link>
  );
  const selectable = Boolean(action);
  const allColumns: DataTableColumn<Student, StudentSortField>[] = [
    {
      key: 'select',
      header: 'Select',
      hideHeader: true,
      card: 'media',
      render: (student) => (
        <Check
          checked={selection.has(student.id)}
          label={`Select ${student.name}`}
          onChange={(checked) => toggle([student], checked)}
        />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      sortField: 'NAME',
      card: 'title',
      render: (s) => name(s),
      renderCard: (s) => name(s, '11'),
    },
    { key: 'email', header: 'Email', sortField: 'EMAIL', render: (student) => student.email },
    { key: 'phone', header: 'Phone', sortField: 'PHONE', render: (student) => formatPhone(student.phone) },
    { key: 'roomNumber', header: 'Room No.', sortField: 'ROOM_NUMBER', render: (student) => student.roomNumber },
  ];
  const columns = allColumns.filter((column) => selectable || column.key !== 'select');

  return (
    <Stack gap="4">
      <DataTableSearch
        value={search}
        onSearch={params.setSearch}
        label="Search students"
        placeholder="Search by name, email, phone or room"
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
      {error && <LoadError what="the students" error={error} onRetry={refetch} />}
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        getRowKey={(student) => student.id}
        totalCount={list?.totalCount ?? 0}
        page={page}
        pageSize={pageSize}
        pageSizes={PICKER_PAGE_SIZES}
        sort={sort}
        loading={loading}
        emptyText={search ? 'No students match your search' : 'No students yet'}
        onSortChange={params.setSort}
        onPageChange={setPage}
        onPageSizeChange={params.setPageSize}
      />
    </Stack>
  );
}

/** "Asha Verma", "Asha Verma and Ravi Kumar", "Asha Verma and 2 others": who an action is on. */
export function selectionTarget(selection: Selection): string {
  const names = [...selection.values()];
  if (names.length <= 2) return names.join(' and ');
  return `${names[0]} and ${names.length - 1} others`;
}
