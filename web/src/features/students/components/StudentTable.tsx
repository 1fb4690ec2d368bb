import { DataTable } from '@/components/DataTable/DataTable';
import type { DataTableColumn } from '@/components/DataTable/types';
import type { StudentSortField, StudentTable_StudentFragment } from '@/gql/graphql';
import { formatOrdinalDate } from '@/lib/format';
import type { StudentSort } from '../hooks/useStudentListParams';
import { StudentAvatar } from './StudentAvatar';
import { StudentRowActions } from './StudentRowActions';
import { formatPhone } from '@/lib/phone';

type Student = StudentTable_StudentFragment;

const columns: DataTableColumn<Student, StudentSortField>[] = [
  {
    key: 'photo',
    header: 'Profile image',
    hideHeader: true,
    render: (student) => <StudentAvatar name={student.name} photoUrl={student.photoUrl} decorative />,
  },
  { key: 'name', header: 'Name', sortField: 'NAME', render: (student) => student.name },
  { key: 'email', header: 'Email', sortField: 'EMAIL', render: (student) => student.email },
  { key: 'phone', header: 'Phone', sortField: 'PHONE', render: (student) => formatPhone(student.phone) },
  {
    key: 'moveInDate',
    header: 'Move-in Date',
    sortField: 'MOVE_IN_DATE',
    render: (student) => formatOrdinalDate(student.moveInDate),
  },
  { key: 'roomNumber', header: 'Room No.', sortField: 'ROOM_NUMBER', render: (student) => student.roomNumber },
  {
    key: 'actions',
    header: 'Actions',
    render: (student) => (
      <StudentRowActions
        id={student.id}
        name={student.name}
        roomNumber={student.roomNumber}
        bedLabel={student.bed?.label}
      />
    ),
  },
];

export type StudentTableProps = {
  students: readonly Student[];
  totalCount: number;
  page: number;
  pageSize: number;
  sort: StudentSort;
  loading: boolean;
  emptyText: string;
  onSortChange: (sort: StudentSort) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** The Student Data-table: profile image, Name, Email, Phone, Move-in Date, Room No., Actions. */
export function StudentTable({ students, ...table }: StudentTableProps) {
  return (
    <DataTable label="Students" columns={columns} rows={students} getRowKey={(student) => student.id} {...table} />
  );
}
