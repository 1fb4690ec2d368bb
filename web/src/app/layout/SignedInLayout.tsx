import { WithApollo } from '../ApolloOutlet';
import { AppLayout } from './AppLayout';

/**
 * The admin layout (sidebar, header, footer: its bell and messages query the API) with the GraphQL client: one lazy
 * route element, whose chunk and Apollo's load together, in parallel.
 */
export function SignedInLayout() {
  return (
    <WithApollo>
      <AppLayout />
    </WithApollo>
  );
}
