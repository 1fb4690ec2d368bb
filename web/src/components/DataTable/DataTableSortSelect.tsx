import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { DataTableColumn, DataTableSort, SortDirection } from './types';

export type DataTableSortSelectProps<Row, Field extends string> = {
  columns: readonly DataTableColumn<Row, Field>[];
  sort?: DataTableSort<Field>;
  onSortChange: (sort: DataTableSort<Field>) => void;
};

const directions: { value: SortDirection; label: string }[] = [
  { value: 'asc', label: 'ascending' },
  { value: 'desc', label: 'descending' },
];

/** The stacked rows' stand-in for sortable column headers: one select of column and direction. */
export function DataTableSortSelect<Row, Field extends string>({
  columns,
  sort,
  onSortChange,
}: DataTableSortSelectProps<Row, Field>) {
  const id = useId();
  const sortable = columns.filter((column) => column.sortField);
  if (sortable.length === 0) return null;

  const handleChange = (value: string) => {
    const [field, direction] = value.split(' ') as [Field, SortDirection];
    onSortChange({ field, direction });
  };

  return (
    <Stack gap="1">
      <Text asChild textStyle="sm" fontWeight="medium">
        <label htmlFor={id}>Sort by</label>
      </Text>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          value={sort ? `${sort.field} ${sort.direction}` : ''}
          onChange={(event) => handleChange(event.target.value)}
        >
          {!sort && <option value="">Choose</option>}
          {sortable.flatMap((column) =>
            directions.map((direction) => (
              <option key={`${column.key} ${direction.value}`} value={`${column.sortField} ${direction.value}`}>
                {column.header}, {direction.label}
              </option>
            )),
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
