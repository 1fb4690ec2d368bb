import { useMutation } from '@apollo/client/react';
import {
  ImportStudentsDocument,
  PreviewStudentImportDocument,
  type PreviewStudentImportMutation,
  type StudentImportInput,
} from '../../../gql/graphql';
import { explainGraphqlError } from '../../../lib/graphqlErrors';
import { evictStudentLists } from './evictStudentLists';

export type ImportPreviewData = PreviewStudentImportMutation['previewStudentImport'];

/** The server takes at most this many rows per import. */
export const MAX_IMPORT_ROWS = 1000;

function toInput({ line, name, email, phone, moveInDate, roomNumber }: ImportPreviewData['validRows'][number]): StudentImportInput {
  return { line, name, email, phone, moveInDate, roomNumber };
}

/** CSV import in two steps: a preview that writes nothing, then the import of the valid rows only. */
export function useStudentImport() {
  const [previewMutation, previewState] = useMutation(PreviewStudentImportDocument);
  const [importMutation, importState] = useMutation(ImportStudentsDocument, {
    update: (cache) => evictStudentLists(cache),
  });
  const failure = previewState.error ?? importState.error;

  const preview = async (csv: string) => {
    importState.reset();
    await previewMutation({ variables: { csv } }).catch(() => undefined);
  };

  /** Imports the previewed valid rows; the number imported, or null when the server refused. */
  const importValidRows = async (): Promise<number | null> => {
    const rows = previewState.data?.previewStudentImport.validRows ?? [];
    try {
      const { data } = await importMutation({ variables: { rows: rows.map(toInput) } });
      return data?.importStudents.imported ?? null;
    } catch {
      return null;
    }
  };

  const reset = () => {
    previewState.reset();
    importState.reset();
  };

  return {
    preview,
    previewData: previewState.data?.previewStudentImport ?? null,
    previewing: previewState.loading,
    importValidRows,
    importing: importState.loading,
    error: failure ? (explainGraphqlError(failure).message ?? failure.message) : null,
    reset,
  };
}
