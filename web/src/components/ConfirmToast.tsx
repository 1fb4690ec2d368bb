import { notify, toaster } from '../lib/toaster';

/** A confirmation stays up longer than an ordinary toast: the person has to read and decide. */
export const CONFIRM_TOAST_DURATION = 10000;

export type ConfirmToastOptions = {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => Promise<void> | void;
  duration?: number;
};

/**
 * Asks before a destructive action: a warning toast with Confirm and Cancel.
 * Confirm runs `onConfirm` and closes; Cancel just closes. A rejected `onConfirm`
 * that the caller did not handle still surfaces as an error toast.
 */
export function confirmToast({
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  duration = CONFIRM_TOAST_DURATION,
}: ConfirmToastOptions): void {
  const handleConfirm = () => {
    Promise.resolve()
      .then(onConfirm)
      .catch((error: unknown) => {
        notify('error', error instanceof Error ? error.message : 'Something went wrong');
      });
  };
  toaster.create({
    type: 'warning',
    title: message,
    duration,
    action: { label: confirmLabel, onClick: handleConfirm },
    meta: { cancelLabel },
  });
}
