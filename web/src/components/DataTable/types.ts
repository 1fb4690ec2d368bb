import type { ReactNode } from 'react';

/** The schema's SortDirection values, lower_snake_case (its UPPER ones are deprecated). */
export type SortDirection = 'asc' | 'desc';

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
  /**
   * Its place in a phone's stacked rows (DataTableCards): `title` heads the row (a link to it), `media` sits
   * beside it (a photo), `actions` at its end (a menu), `field` shows header and value (the default), `none`
   * leaves it out.
   */
  card?: DataTableCardPart;
  /** What the stacked row shows instead of `render` (e.g. the row's actions as a menu). */
  renderCard?: (row: Row) => ReactNode;
};

export type DataTableCardPart = 'title' | 'media' | 'actions' | 'field' | 'none';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Below this width (Chakra's `md`) a DataTable shows stacked rows instead of columns. */
export const WIDE_TABLE_QUERY = '(min-width: 768px)';

/** Null, undefined and '' show as a dash. */
export function cellContent(content: ReactNode): ReactNode {
  return content === null || content === undefined || content === '' ? '-' : content;
}

/** Pages needed for `totalCount` rows; at least 1, so an empty list reads "Page 1 of 1". */
export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** The next sort after a click on `field`: a new column starts ascending, the same one flips. */
export function toggleSort<Field extends string>(
  current: DataTableSort<Field> | undefined,
  field: Field,
): DataTableSort<Field> {
  if (current?.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
