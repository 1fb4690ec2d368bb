import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '../lib/theme';
import { Toaster } from '../lib/toaster';

export type UiProviderProps = {
  children: ReactNode;
};

/** Chakra's design system and the app-wide toaster. */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
