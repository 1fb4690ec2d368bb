import { PAGE_SIZES, type DataTableSort } from '@/components/DataTable/types';
import type { StudentSortField } from '@/gql/graphql';
import { useTableParams } from '@/lib/useTableParams';

const SORT_FIELDS: readonly StudentSortField[] = ['name', 'email', 'phone', 'move_in_date', 'room_number'];

export type StudentSort = DataTableSort<StudentSortField>;

/**
 * The student list's search, sort and page live in the query string (?search=&sort=&dir=&page=&pageSize=),
 * so reload and back/forward keep them. Defaults stay out of the URL.
 */
export function useStudentListParams(pageSizes: readonly number[] = PAGE_SIZES, defaultPageSize = 10) {
  return useTableParams<StudentSortField>({ sortFields: SORT_FIELDS, defaultSort: 'name', pageSizes, defaultPageSize });
}
