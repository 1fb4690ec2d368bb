import type { StudentListPageQueryVariables, StudentTable_StudentFragment } from '@/gql/graphql';
import { StudentListPageDocument } from '@/features/students/graphql/StudentListPage.generated';
import type { WithTypenames } from '@/domain/housing/housingFixtures';

/** Test data for the student screens. */
type StudentRow = WithTypenames<StudentTable_StudentFragment> & { __typename: 'Student' };

export function studentRow(overrides: Partial<StudentRow> = {}): StudentRow {
  return {
    __typename: 'Student',
    id: '1',
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+919876543210',
    moveInDate: '2026-11-05',
    roomNumber: 101,
    bed: null,
    photoUrl: null,
    ...overrides,
  };
}

export const asha = studentRow({ bed: { __typename: 'Bed', id: '11', label: '101-a' } });
export const ravi = studentRow({
  id: '2',
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9123456780',
  roomNumber: null,
});

export const defaultListVariables: StudentListPageQueryVariables = {
  search: null,
  orderBy: { field: 'name', direction: 'asc' },
  page: 1,
  pageSize: 10,
};

export function listMock(
  items: StudentRow[],
  totalCount = items.length,
  variables: Partial<StudentListPageQueryVariables> = {},
) {
  return {
    request: { query: StudentListPageDocument, variables: { ...defaultListVariables, ...variables } },
    result: { data: { students: { __typename: 'StudentPage' as const, totalCount, items } } },
  };
}
