import { Spinner, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTablePager } from './DataTablePager';
import { SortableHeader } from './SortableHeader';
import { toggleSort, type DataTableColumn, type DataTableSort } from './types';

export type DataTableProps<Row, Field extends string> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row, Field>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  totalCount: number;
  page: number;
  pageSize: number;
  loading?: boolean;
  sort?: DataTableSort<Field>;
  emptyText?: string;
  pageSizes?: readonly number[];
  onSortChange: (sort: DataTableSort<Field>) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

function cell(content: ReactNode): ReactNode {
  return content === null || content === undefined || content === '' ? '-' : content;
}

/** A server-side table: the caller fetches one page for the sort and page it is given. */
export function DataTable<Row, Field extends string>(props: DataTableProps<Row, Field>) {
  const { label, columns, rows, getRowKey, loading = false, sort, emptyText = 'No data available' } = props;
  const handleSort = (field: Field) => props.onSortChange(toggleSort(sort, field));
  const placeholder = loading ? (
    <Spinner size="sm" color="primary.solid" aria-label="Loading" />
  ) : (
    <Text>{emptyText}</Text>
  );

  return (
    <Stack gap="4">
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" aria-label={label} aria-busy={loading} opacity={loading && rows.length ? 0.6 : 1}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) =>
                column.sortField ? (
                  <SortableHeader
                    key={column.key}
                    label={column.header}
                    field={column.sortField}
                    sort={sort}
                    onSort={handleSort}
                  />
                ) : (
                  <Table.ColumnHeader key={column.key}>
                    {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                  </Table.ColumnHeader>
                ),
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" paddingBlock="8" color="fg.muted">
                  {placeholder}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => (
                <Table.Row key={getRowKey(row)}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key}>{cell(column.render(row))}</Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <DataTablePager
        page={props.page}
        pageSize={props.pageSize}
        totalCount={props.totalCount}
        pageSizes={props.pageSizes}
        disabled={loading}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
    </Stack>
  );
}
