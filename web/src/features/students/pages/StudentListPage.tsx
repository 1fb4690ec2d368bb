import { HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { DataTableSearch } from '@/components/DataTable/DataTableSearch';
import { pageCount } from '@/components/DataTable/types';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { StudentListPageDocument } from '@/features/students/graphql/StudentListPage.generated';
import { ExportStudentsButton } from '../components/ExportStudentsButton';
import { ImportStudentsButton } from '../components/ImportStudentsButton';
import { StudentTable } from '../components/StudentTable';
import { useStudentListParams } from '../hooks/useStudentListParams';
import { Can } from '@/lib/permissions';

export function StudentListPage() {
  const { search, sort, page, pageSize, setSearch, setSort, setPage, setPageSize } = useStudentListParams();
  const { data, previousData, loading, error, refetch } = useQuery(StudentListPageDocument, {
    variables: { search: search || null, orderBy: sort, page, pageSize },
  });
  const students = (data ?? previousData)?.students;
  const lastPage = data ? pageCount(data.students.totalCount, pageSize) : page;

  // A page past the end (after deletions, or an old link) moves to the last one.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage, true);
  }, [page, lastPage, setPage]);

  return (
    <Stack gap="6">
      <PageHeader
        title="Student Details"
        actions={
          <HStack gap="3">
            <Can permission="students_write">
              <ImportStudentsButton />
            </Can>
            <ExportStudentsButton search={search} sort={sort} />
          </HStack>
        }
      />
      <DataTableSearch
        value={search}
        onSearch={setSearch}
        label="Search students"
        placeholder="Search by name, email, phone or room"
      />
      {error && <LoadError what="the students" error={error} onRetry={refetch} />}
      <StudentTable
        students={students?.items ?? []}
        totalCount={students?.totalCount ?? 0}
        page={page}
        pageSize={pageSize}
        sort={sort}
        loading={loading}
        emptyText={search ? 'No students match your search' : 'No students yet'}
        onSortChange={setSort}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />
    </Stack>
  );
}
