import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES, type DataTableSort } from '@/components/DataTable/types';
import type { StudentSortField } from '@/gql/graphql';

const SORT_FIELDS: readonly StudentSortField[] = ['NAME', 'EMAIL', 'PHONE', 'MOVE_IN_DATE', 'ROOM_NUMBER'];
const DEFAULT_PAGE_SIZE = 10;

export type StudentSort = DataTableSort<StudentSortField>;

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function readSort(params: URLSearchParams): StudentSort {
  const field = params.get('sort') as StudentSortField | null;
  return {
    field: field && SORT_FIELDS.includes(field) ? field : 'NAME',
    direction: params.get('dir') === 'DESC' ? 'DESC' : 'ASC',
  };
}

/**
 * The student list's search, sort and page live in the query string (?search=&sort=&dir=&page=&pageSize=),
 * so reload and back/forward keep them. Defaults stay out of the URL.
 */
export function useStudentListParams() {
  const [params, setParams] = useSearchParams();
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);

  const update = (changes: Record<string, string | number | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );

  return {
    search: params.get('search') ?? '',
    sort: readSort(params),
    page: positiveInt(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    setSearch: (search: string) => update({ search, page: null }, true),
    setSort: (sort: StudentSort) => update({ sort: sort.field, dir: sort.direction, page: null }),
    setPage: (page: number, replace = false) => update({ page: page > 1 ? page : null }, replace),
    setPageSize: (size: number) => update({ pageSize: size === DEFAULT_PAGE_SIZE ? null : size, page: null }),
  };
}
