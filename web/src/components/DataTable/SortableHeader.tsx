import { Button, Icon, Table } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import type { DataTableSort } from './types';

export type SortableHeaderProps<Field extends string> = {
  label: string;
  field: Field;
  sort?: DataTableSort<Field>;
  onSort: (field: Field) => void;
};

/** A column header whose button toggles the sort; aria-sort tells which way the column is sorted. */
export function SortableHeader<Field extends string>({ label, field, sort, onSort }: SortableHeaderProps<Field>) {
  const direction = sort?.field === field ? sort.direction : undefined;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  const SortIcon = direction === 'asc' ? LuArrowUp : direction === 'desc' ? LuArrowDown : LuArrowUpDown;

  return (
    <Table.ColumnHeader aria-sort={ariaSort}>
      <Button variant="ghost" size="sm" marginInlineStart="-2" fontWeight="semibold" onClick={() => onSort(field)}>
        {label}
        <Icon as={SortIcon} color={direction ? 'primary.fg' : 'fg.subtle'} aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}
