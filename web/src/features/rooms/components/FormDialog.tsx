import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';

export type FormDialogProps = {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  submitLabel: string;
  pending: boolean;
  alert: string | null;
  onSubmit: () => void;
  children: ReactNode;
};

/** A popup form: title, fields, the server's error, Cancel and a submit button that shows a loader. */
export function FormDialog({ title, open, onOpenChange, submitLabel, pending, alert, onSubmit, children }: FormDialogProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !pending && onOpenChange(details.open)}
      closeOnInteractOutside={!pending}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={handleSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <ErrorAlert message={alert} />
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="primary" loading={pending}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={pending} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
