import type { ReactNode } from 'react';

export type SortDirection = 'ASC' | 'DESC';

export type DataTableSort<Field extends string = string> = { field: Field; direction: SortDirection };

export type DataTableColumn<Row, Field extends string = string> = {
  key: string;
  header: string;
  /** Shows the header to assistive technology only (e.g. a photo column). */
  hideHeader?: boolean;
  /** Makes the header a button that sorts the server-side list by this field. */
  sortField?: Field;
  /** Null, undefined or an empty string render as "-". */
  render: (row: Row) => ReactNode;
};

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Pages needed for `totalCount` rows; at least 1, so an empty list reads "Page 1 of 1". */
export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** The next sort after a click on `field`: a new column starts ascending, the same one flips. */
export function toggleSort<Field extends string>(
  current: DataTableSort<Field> | undefined,
  field: Field,
): DataTableSort<Field> {
  if (current?.field !== field) return { field, direction: 'ASC' };
  return { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
}
