import { Box, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { DataTableCards } from './DataTableCards';
import { DataTablePager } from './DataTablePager';
import { DataTableSortSelect } from './DataTableSortSelect';
import { RefreshBar } from './RefreshBar';
import { SortableHeader } from './SortableHeader';
import { cellContent, toggleSort, WIDE_TABLE_QUERY, type DataTableColumn, type DataTableSort } from './types';

export type DataTableProps<Row, Field extends string> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row, Field>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  totalCount: number;
  /** See DataTablePager. */
  totalCountExact?: boolean;
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

/** Placeholder rows while the first page loads: as many as will come (at most 10), so nothing shifts. */
const placeholderCount = (pageSize: number) => Math.min(pageSize, 10);

/**
 * A server-side table: the caller fetches one page for the sort and page it is given. Below the `md` width it
 * shows stacked rows (DataTableCards) and a sort select instead of columns, so a phone never scrolls sideways.
 */
export function DataTable<Row, Field extends string>(props: DataTableProps<Row, Field>) {
  const { label, columns, rows, getRowKey, loading = false, sort, emptyText = 'No data available' } = props;
  const wide = useMediaQuery(WIDE_TABLE_QUERY);
  const handleSort = (field: Field) => props.onSortChange(toggleSort(sort, field));
  const firstLoad = loading && rows.length === 0;

  const pager = (
    <DataTablePager
      page={props.page}
      pageSize={props.pageSize}
      totalCount={props.totalCount}
      totalCountExact={props.totalCountExact}
      pageSizes={props.pageSizes}
      disabled={loading}
      onPageChange={props.onPageChange}
      onPageSizeChange={props.onPageSizeChange}
    />
  );
  const status = loading && (
    <VisuallyHidden role="status" aria-label="Loading">
      Loading
    </VisuallyHidden>
  );

  if (!wide) {
    return (
      <Stack gap="4">
        <DataTableSortSelect columns={columns} sort={sort} onSortChange={props.onSortChange} />
        {status}
        <DataTableCards
          label={label}
          columns={columns}
          rows={rows}
          getRowKey={getRowKey}
          loading={loading}
          emptyText={emptyText}
          placeholderCount={placeholderCount(props.pageSize)}
        />
        {pager}
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      {status}
      <Box>
        <RefreshBar active={loading && rows.length > 0} />
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" aria-label={label} aria-busy={loading}>
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
              {firstLoad ? (
                Array.from({ length: placeholderCount(props.pageSize) }, (_, index) => (
                  <Table.Row key={`placeholder-${index}`} aria-hidden="true">
                    {columns.map((column) => (
                      <Table.Cell key={column.key}>
                        <Skeleton height="9" minWidth="6" />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              ) : rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={columns.length} textAlign="center" paddingBlock="8" color="fg.muted">
                    <Text>{emptyText}</Text>
                  </Table.Cell>
                </Table.Row>
              ) : (
                rows.map((row) => (
                  <Table.Row key={getRowKey(row)}>
                    {columns.map((column) => (
                      <Table.Cell key={column.key}>{cellContent(column.render(row))}</Table.Cell>
                    ))}
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
      {pager}
    </Stack>
  );
}
