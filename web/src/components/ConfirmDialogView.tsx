import { Alert, Button, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { DELETE_QUESTION, type ConfirmRequest } from './confirmTypes';
import { keepOpenOnFocusOutside } from './dialogFocus';

export type ConfirmDialogViewProps = {
  request: ConfirmRequest;
  open: boolean;
  pending: boolean;
  failed: string | null;
  cancelRef: RefObject<HTMLButtonElement | null>;
  onCancel: () => void;
  onConfirm: () => void;
  finalFocus: () => HTMLElement | null;
  onExitComplete: () => void;
};

/** The confirmation dialog's look, for ConfirmProvider (./ConfirmDialog.tsx), which holds its state. */
export function ConfirmDialogView({
  request,
  open,
  pending,
  failed,
  cancelRef,
  onCancel,
  onConfirm,
  finalFocus,
  onExitComplete,
}: ConfirmDialogViewProps) {
  return (
    <Dialog.Root
      onFocusOutside={keepOpenOnFocusOutside}
      role="alertdialog"
      placement="center"
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      closeOnInteractOutside={false}
      closeOnEscape={!pending}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocus}
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={pending}>
            <Dialog.Header>
              <Dialog.Title>{request.title ?? DELETE_QUESTION}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description asChild>
                  <Stack gap="1">
                    <Text fontWeight="semibold" textStyle="lg" color="fg">
                      {request.target}
                    </Text>
                    {request.description && <Text>{request.description}</Text>}
                  </Stack>
                </Dialog.Description>
                {failed && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Description>{failed}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {/* aria-disabled, not disabled, while pending: the focused button keeps focus inside the dialog. */}
              <Button ref={cancelRef} variant="outline" aria-disabled={pending || undefined} onClick={onCancel}>
                {request.cancelLabel ?? 'Cancel'}
              </Button>
              <Button
                colorPalette={request.destructive ? 'red' : 'primary'}
                aria-disabled={pending || undefined}
                onClick={onConfirm}
              >
                {pending && <Spinner size="sm" aria-hidden="true" />}
                {request.confirmLabel ?? 'Confirm'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
