import { Button } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useExportStudents } from '../hooks/useExportStudents';
import type { StudentSort } from '../hooks/useStudentListParams';

export type ExportStudentsButtonProps = {
  search: string;
  sort: StudentSort;
};

export function ExportStudentsButton({ search, sort }: ExportStudentsButtonProps) {
  const { exportCsv, exporting } = useExportStudents();

  return (
    <Button variant="outline" loading={exporting} onClick={() => void exportCsv(search, sort)}>
      <LuDownload aria-hidden />
      Export CSV
    </Button>
  );
}
