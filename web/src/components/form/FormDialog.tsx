import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { SchemaForm } from '@/lib/form/useSchemaForm';
import { keepOpenOnFocusOutside } from '../dialogFocus';
import { Form } from './Form';
import { FormAlert } from './FormAlert';
import { FormSubmit } from './FormSubmit';

export type FormDialogProps<In extends FieldValues, Out> = {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: SchemaForm<In, Out>;
  /** Runs with the schema's output; what it throws is shown as the server's refusal. */
  onSubmit: (values: Out) => unknown;
  submitLabel: string;
  /** The submit in the destructive red: the form itself is the confirmation of something taken back (a void). */
  destructive?: boolean;
  /** False while there is nothing to submit (the submit is disabled). */
  canSubmit?: boolean;
  children: ReactNode;
};

/** A popup form: title, the server's error, fields, Cancel and a submit button that shows a loader. */
export function FormDialog<In extends FieldValues, Out>(props: FormDialogProps<In, Out>) {
  const { title, open, onOpenChange, form, onSubmit, submitLabel, destructive, canSubmit = true, children } = props;
  const { pending } = form;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !pending && onOpenChange(details.open)}
      closeOnInteractOutside={!pending}
      onFocusOutside={keepOpenOnFocusOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* The form inside the dialog: role="dialog" is not allowed on a <form>. */}
            <Form form={form} onSubmit={form.submit(onSubmit)} style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormAlert />
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
                  Cancel
                </Button>
                <FormSubmit colorPalette={destructive ? 'red' : 'primary'} disabled={!canSubmit}>
                  {submitLabel}
                </FormSubmit>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={pending} />
              </Dialog.CloseTrigger>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
