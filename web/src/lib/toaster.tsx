import { Button, Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

export const TOAST_DURATION = 2500;
/** The student screens keep their toasts up longer (spec: 5000 ms). */
export const STUDENT_TOAST_DURATION = 5000;

export const toaster = createToaster({
  placement: 'top-end',
  max: 3,
  duration: TOAST_DURATION,
  pauseOnPageIdle: true,
});

type ToastStatus = 'success' | 'error' | 'info' | 'warning';

export function notify(status: ToastStatus, title: string, description?: string) {
  return toaster.create({ type: status, title, description, closable: true });
}

/** Same as `notify`, with the longer duration the student screens use. */
export function notifyStudent(status: ToastStatus, title: string, description?: string) {
  return toaster.create({ type: status, title, description, closable: true, duration: STUDENT_TOAST_DURATION });
}

/**
 * What was saved but deserves a look (a mutation's `warnings`, such as an Email another resident has too):
 * one warning toast each, after the success toast, that stays until closed so it can be read at leisure
 * (it outlives the navigation back to a list).
 */
export function notifyWarnings(warnings: readonly { message: string }[]) {
  for (const warning of warnings)
    toaster.create({
      type: 'warning',
      title: 'Saved, but check this',
      description: warning.message,
      closable: true,
      duration: Infinity,
    });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Its buttons are 44 px tap targets on a phone, like every other control.
          <Toast.Root width={{ md: 'sm' }} paddingEnd={toast.closable ? '12' : undefined}>
            {toast.type === 'loading' ? <Spinner size="sm" color="primary.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger minHeight="11">{toast.action.label}</Toast.ActionTrigger>}
            {typeof toast.meta?.cancelLabel === 'string' && (
              <Button
                size="xs"
                minHeight="11"
                variant="ghost"
                color="inherit"
                alignSelf="center"
                _hover={{ bg: 'blackAlpha.200' }}
                onClick={() => toaster.dismiss(toast.id)}
              >
                {toast.meta.cancelLabel}
              </Button>
            )}
            {toast.closable && <Toast.CloseTrigger minWidth="11" minHeight="11" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
