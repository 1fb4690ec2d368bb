import { Button, CloseButton, Dialog, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type ChangeEvent } from 'react';
import { LuUpload } from 'react-icons/lu';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FormField } from '../../../components/form/FormField';
import { notifyStudent } from '../../../lib/toaster';
import { MAX_IMPORT_ROWS, useStudentImport } from '../hooks/useStudentImport';
import { ImportPreview } from './ImportPreview';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Import CSV": pick a file, read the server's preview, then import only the valid rows on confirm. */
export function ImportStudentsDialog() {
  const [open, setOpen] = useState(false);
  const [fileKey, setFileKey] = useState(0);
  const { preview, previewData, previewing, importValidRows, importing, error, reset } = useStudentImport();
  const validCount = previewData?.validRows.length ?? 0;
  const tooMany = validCount > MAX_IMPORT_ROWS;

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      setFileKey((key) => key + 1);
    }
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) await preview(await file.text());
  };

  const handleImport = async () => {
    const imported = await importValidRows();
    if (imported === null) return;
    notifyStudent('success', `${plural(imported, 'resident')} imported`);
    handleOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => handleOpenChange(details.open)} size="xl" scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <LuUpload aria-hidden />
          Import CSV
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Import residents</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text color="fg.muted">
                  Columns: name, email, phone, move_in_date (YYYY-MM-DD), room_no (optional). Nothing is saved until you
                  confirm the valid rows.
                </Text>
                <FormField label="CSV file">
                  <Input key={fileKey} type="file" accept=".csv,text/csv" padding="1.5" disabled={previewing || importing} onChange={handleFile} />
                </FormField>
                {previewing && <Spinner color="primary.solid" aria-label="Reading the file" />}
                <ErrorAlert message={error} />
                {tooMany && <ErrorAlert message={`At most ${MAX_IMPORT_ROWS} rows can be imported at once: split the file.`} />}
                {previewData && <ImportPreview preview={previewData} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={importing}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              {previewData && (
                <Button colorPalette="primary" loading={importing} disabled={validCount === 0 || tooMany} onClick={handleImport}>
                  Import {plural(validCount, 'valid row')}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
