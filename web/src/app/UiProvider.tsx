import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/ConfirmDialog';
import { system } from '../lib/theme';
import { Toaster } from '../lib/toaster';

export type UiProviderProps = {
  children: ReactNode;
};

/** Chakra's design system, the app-wide toaster and the one confirmation dialog (`useConfirm`). */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      <ConfirmProvider>{children}</ConfirmProvider>
      <Toaster />
    </ChakraProvider>
  );
}
