import { Button, Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './toastStore';

/** The toast group and each toast's look, for Toaster (./toaster.tsx), which loads this with the first toast. */
export function ToasterView() {
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
