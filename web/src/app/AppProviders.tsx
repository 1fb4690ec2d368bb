import type { ReactNode } from 'react';
import { UiProvider } from './UiProvider';

export type AppProvidersProps = {
  children: ReactNode;
};

/**
 * What every page needs: Chakra, the toaster and the confirmation dialog. The GraphQL client is not among them: it
 * comes with the signed-in screens (app/ApolloOutlet.tsx), so the login page loads no Apollo Client.
 */
export function AppProviders({ children }: AppProvidersProps) {
  return <UiProvider>{children}</UiProvider>;
}
