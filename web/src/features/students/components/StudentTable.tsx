import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '@/components/DataTable/DataTable';
import { paths } from '@/config/paths';
import type { DataTableColumn } from '@/components/DataTable/types';
import type { StudentSortField, StudentTable_StudentFragment } from '@/gql/graphql';
import { formatOrdinalDate } from '@/lib/format';
import type { StudentSort } from '../hooks/useStudentListParams';
import { StudentAvatar } from './StudentAvatar';
import { StudentRowActions } from './StudentRowActions';
import { PhoneText } from '@/lib/phoneText';

type Student = StudentTable_StudentFragment;

function StudentLink({ student, minHeight }: { student: Student; minHeight?: string }) {
  return (
    <Link asChild color="primary.fg" fontWeight="medium" minHeight={minHeight}>
      <RouterLink to={paths.student(student.id)}>{student.name}</RouterLink>
    </Link>
  );
}

const columns: DataTableColumn<Student, StudentSortField>[] = [
  {
    key: 'photo',
    header: 'Profile image',
    hideHeader: true,
    card: 'media',
    render: (student) => <StudentAvatar name={student.name} photoUrl={student.photoUrl} decorative />,
  },
  {
    key: 'name',
    header: 'Name',
    sortField: 'name',
    card: 'title',
    render: (student) => <StudentLink student={student} />,
    // A whole line to tap on a phone.
    renderCard: (student) => <StudentLink student={student} minHeight="11" />,
  },
  { key: 'email', header: 'Email', sortField: 'email', render: (student) => student.email },
  { key: 'phone', header: 'Phone', sortField: 'phone', render: (student) => <PhoneText value={student.phone} /> },
  {
    key: 'moveInDate',
    header: 'Move-in Date',
    sortField: 'move_in_date',
    render: (student) => formatOrdinalDate(student.moveInDate),
  },
  { key: 'roomNumber', header: 'Room No.', sortField: 'room_number', render: (student) => student.roomNumber },
  {
    key: 'actions',
    header: 'Actions',
    card: 'actions',
    render: (student) => (
      <StudentRowActions
        id={student.id}
        name={student.name}
        roomNumber={student.roomNumber}
        bedLabel={student.bed?.label}
      />
    ),
    renderCard: (student) => (
      <StudentRowActions
        id={student.id}
        name={student.name}
        roomNumber={student.roomNumber}
        bedLabel={student.bed?.label}
        layout="menu"
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

/**
 * The Student Data-table: profile image, Name (a link to the student), Email, Phone, Move-in Date, Room No.,
 * Actions. On a phone each student is a stacked row: photo, name, the details, and the actions in a menu.
 */
export function StudentTable({ students, ...table }: StudentTableProps) {
  return (
    <DataTable label="Students" columns={columns} rows={students} getRowKey={(student) => student.id} {...table} />
  );
}
