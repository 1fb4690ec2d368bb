import { useState } from 'react';
import type { DuesFilter } from '@/gql/graphql';
import { apiDownload } from '@/lib/api';
import { saveBlob } from '@/lib/download';
import { notify } from '@/lib/toaster';
import type { DuesSortChoice } from '../duesSorts';

/** The dues list as CSV (every page, as filtered, searched and sorted) and a resident's statement PDF. */
export function useDuesDownloads() {
  const [exporting, setExporting] = useState(false);
  const [statementOf, setStatementOf] = useState<string | null>(null);

  const exportCsv = async (search: string, filter: DuesFilter, sort: DuesSortChoice) => {
    const query = new URLSearchParams({ filter, sort, ...(search ? { search } : {}) });
    setExporting(true);
    try {
      const { blob, filename } = await apiDownload(`/dues.csv?${query}`);
      saveBlob(blob, filename ?? 'dues.csv');
    } catch {
      notify('error', 'The dues could not be exported. Try again.');
    } finally {
      setExporting(false);
    }
  };

  const downloadStatement = async (student: { id: string; name: string }) => {
    setStatementOf(student.id);
    try {
      const { blob, filename } = await apiDownload(`/students/${student.id}/statement.pdf`);
      saveBlob(blob, filename ?? `statement-${student.id}.pdf`);
    } catch {
      notify('error', `The statement of ${student.name} could not be downloaded. Try again.`);
    } finally {
      setStatementOf(null);
    }
  };

  return { exportCsv, exporting, downloadStatement, statementOf };
}
