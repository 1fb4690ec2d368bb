import { useMutation } from '@apollo/client/react';
import { studentsImported } from '@/domain/housing/cacheEvents';
import type { PreviewStudentImportMutation, StudentImportInput } from '@/gql/graphql';
import { ImportStudentsDocument } from '@/features/students/graphql/ImportStudents.generated';
import { PreviewStudentImportDocument } from '@/features/students/graphql/PreviewStudentImport.generated';

export type ImportPreviewData = PreviewStudentImportMutation['previewStudentImport'];

/** The server takes at most this many rows per import. */
export const MAX_IMPORT_ROWS = 1000;

function toInput({
  line,
  name,
  email,
  phone,
  moveInDate,
  roomNumber,
}: ImportPreviewData['validRows'][number]): StudentImportInput {
  return { line, name, email, phone, moveInDate, roomNumber };
}

/** CSV import in two steps: a preview that writes nothing, then the import of the valid rows only. Both throw what the server refuses. */
export function useStudentImport() {
  const [previewMutation, previewState] = useMutation(PreviewStudentImportDocument);
  const [importMutation] = useMutation(ImportStudentsDocument, {
    update: (cache) => studentsImported(cache),
  });

  const preview = async (csv: string) => {
    await previewMutation({ variables: { input: { csv } } });
  };

  /** Imports the previewed valid rows; the number imported. */
  const importValidRows = async (): Promise<number> => {
    const rows = previewState.data?.previewStudentImport.validRows ?? [];
    const { data } = await importMutation({ variables: { input: { rows: rows.map(toInput) } } });
    return data?.importStudents.imported ?? 0;
  };

  return {
    preview,
    previewData: previewState.data?.previewStudentImport ?? null,
    previewing: previewState.loading,
    importValidRows,
    reset: previewState.reset,
  };
}
