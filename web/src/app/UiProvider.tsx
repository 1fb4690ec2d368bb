import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { ConfirmProvider } from '../components/ConfirmDialog';
import { system } from '../lib/theme';
import { Toaster } from '../lib/toaster';

export type UiProviderProps = {
  children: ReactNode;
};

/** Whether a UiProvider is above: one is enough (a test's, around the whole router). */
const UiProvided = createContext(false);

/** Chakra's design system, the app-wide toaster and the one confirmation dialog (`useConfirm`). */
export function UiProvider({ children }: UiProviderProps) {
  if (useContext(UiProvided)) return children;
  return (
    <UiProvided value={true}>
      <ChakraProvider value={system}>
        <ConfirmProvider>{children}</ConfirmProvider>
        <Toaster />
      </ChakraProvider>
    </UiProvided>
  );
}
