import { useState } from 'react';
import { apiDownload, errorMessage } from '@/lib/api';
import { saveBlob } from '@/lib/download';
import { notifyStudent } from '@/lib/toaster';
import type { StudentSort } from './useStudentListParams';

/** Downloads the current filtered, sorted list (all pages) as CSV from the REST export. */
export function useExportStudents() {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async (search: string, sort: StudentSort) => {
    const query = new URLSearchParams({ search, sortField: sort.field, sortDirection: sort.direction });
    setExporting(true);
    try {
      const { blob, filename } = await apiDownload(`/students/export.csv?${query}`);
      saveBlob(blob, filename ?? 'students.csv');
    } catch (error) {
      notifyStudent('error', 'Could not export the students', errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return { exportCsv, exporting };
}
