import type { DataTableSort } from '@/components/DataTable/types';
import { useUrlParams } from './useUrlParams';

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export type TableParamsOptions<Field extends string> = {
  sortFields: readonly Field[];
  defaultSort: Field;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** For a second list on one page: its parameters are named `<prefix>Search`, `<prefix>Page`, … */
  prefix?: string;
};

/**
 * A server-side list's search, sort and page in the query string (?search=&sort=&dir=&page=&pageSize=), so
 * reload and back/forward keep them. Defaults stay out of the URL; other parameters (a month) are kept.
 */
export function useTableParams<Field extends string>(options: TableParamsOptions<Field>) {
  const [params, setParams] = useUrlParams();
  const named = (key: string) => (options.prefix ? `${options.prefix}${key[0].toUpperCase()}${key.slice(1)}` : key);
  const get = (key: string) => params.get(named(key));
  const size = positiveInt(get('pageSize'), options.defaultPageSize);
  // Case-insensitive: links written before the schema's lower_snake_case values (?sort=NAME&dir=DESC) still work.
  const asked = get('sort')?.toLowerCase();
  const sort: DataTableSort<Field> = {
    field: options.sortFields.find((field) => field.toLowerCase() === asked) ?? options.defaultSort,
    direction: get('dir')?.toLowerCase() === 'desc' ? 'desc' : 'asc',
  };

  const update = (changes: Record<string, string | number | null>, replace = false) =>
    setParams(Object.fromEntries(Object.entries(changes).map(([key, value]) => [named(key), value])), { replace });

  return {
    search: get('search') ?? '',
    sort,
    page: positiveInt(get('page'), 1),
    pageSize: options.pageSizes.includes(size) ? size : options.defaultPageSize,
    setSearch: (search: string) => update({ search, page: null }, true),
    setSort: (next: DataTableSort<Field>) => update({ sort: next.field, dir: next.direction, page: null }),
    setPage: (page: number, replace = false) => update({ page: page > 1 ? page : null }, replace),
    setPageSize: (next: number) => update({ pageSize: next === options.defaultPageSize ? null : next, page: null }),
  };
}
