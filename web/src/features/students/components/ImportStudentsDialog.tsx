import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { InlineSpinner } from '@/components/PageSpinner';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ErrorAlert';
import { Form } from '@/components/form/Form';
import { FormAlert } from '@/components/form/FormAlert';
import { FormSubmit } from '@/components/form/FormSubmit';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { z } from '@/lib/form/zod';
import { notifyStudent } from '@/lib/toaster';
import { MAX_IMPORT_ROWS, useStudentImport } from '../hooks/useStudentImport';
import { CsvFileField } from './CsvFileField';
import { ImportPreview } from './ImportPreview';
import { keepOpenOnFocusOutside } from '@/components/dialogFocus';
import type { LazyDialogProps } from '@/components/LazyDialog';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The file's text, named as previewStudentImport's argument; the server checks it. */
const importSchema = z.object({ csv: z.string() });

/**
 * "Import CSV": pick a file, read the server's preview, then import only the valid rows on confirm. Opened by
 * ImportStudentsButton, which loads this file (and the form libraries) on the first press.
 */
export function ImportStudentsDialog({ open, onOpenChange }: LazyDialogProps) {
  const [fileKey, setFileKey] = useState(0);
  const form = useSchemaForm(importSchema, { defaultValues: { csv: '' } });
  const { preview, previewData, previewing, importValidRows, reset } = useStudentImport();
  const validCount = previewData?.validRows.length ?? 0;
  const tooMany = validCount > MAX_IMPORT_ROWS;
  const { pending } = form;

  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      reset();
      form.reset();
      setFileKey((key) => key + 1);
    }
  };

  const handleRead = async (csv: string) => {
    form.clearErrors('root');
    try {
      await preview(csv);
    } catch (error) {
      form.showServerError(error);
    }
  };

  const handleImport = async () => {
    const imported = await importValidRows();
    notifyStudent('success', `${plural(imported, 'resident')} imported`);
    handleOpenChange(false);
  };

  return (
    <Dialog.Root
      onFocusOutside={keepOpenOnFocusOutside}
      open={open}
      onOpenChange={(details) => handleOpenChange(details.open)}
      size="xl"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* The form inside the dialog: role="dialog" is not allowed on a <form>. */}
            <Form form={form} onSubmit={form.submit(handleImport)} style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>Import residents</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Text color="fg.muted">
                    Columns: name, email, phone, move_in_date (YYYY-MM-DD), room_no (optional). Nothing is saved until
                    you confirm the valid rows.
                  </Text>
                  <CsvFileField
                    name="csv"
                    resetKey={fileKey}
                    disabled={previewing}
                    onRead={(csv) => void handleRead(csv)}
                  />
                  {previewing && <InlineSpinner color="primary.solid" label="Reading the file" />}
                  <FormAlert />
                  {tooMany && (
                    <ErrorAlert message={`At most ${MAX_IMPORT_ROWS} rows can be imported at once: split the file.`} />
                  )}
                  {previewData && <ImportPreview preview={previewData} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={pending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                {previewData && (
                  <FormSubmit disabled={validCount === 0 || tooMany}>
                    Import {plural(validCount, 'valid row')}
                  </FormSubmit>
                )}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
