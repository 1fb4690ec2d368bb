import { Button, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState, Suspense } from 'react';
import { REQUEST_TYPE_LABELS, REQUEST_TYPES, requestTypeSlug } from '@hostel-admin/rules';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { RequestsPageDocument } from '@/features/requests/graphql/RequestsPage.generated';
import { useCan } from '@/lib/permissions';
import { RequestTypeCard } from '../components/RequestTypeCard';
import { lazyNamed } from '@/lib/lazyNamed';

// Form dialogs load when first opened, with their form libraries (lib/lazyNamed.ts).
const AddRequestDialog = lazyNamed(() => import('../components/AddRequestDialog'), 'AddRequestDialog');

/** Requests: a card per type with its open and overdue requests, each a link to its list; Add Request. */
export function RequestsPage() {
  // Asked again on every visit (shown from the cache meanwhile): overdue counts move with time, not only with changes.
  const { data, loading, error, refetch } = useQuery(RequestsPageDocument, { fetchPolicy: 'cache-and-network' });
  const canAdd = useCan('requests_write');
  const [adding, setAdding] = useState(false);
  const counts = new Map(data?.requestCounts.map((count) => [count.type, count]));

  return (
    <Stack gap="6">
      <PageHeader
        title="Requests"
        description="Open requests of each type; those past their target time are marked overdue."
        actions={
          canAdd && (
            <Button colorPalette="primary" aria-haspopup="dialog" onClick={() => setAdding(true)}>
              Add Request
            </Button>
          )
        }
      />
      {error && <LoadError what="the requests" error={error} onRetry={refetch} />}
      {loading && !data && <Skeleton height="28" borderRadius="l3" />}
      {data && (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="20px">
          {REQUEST_TYPES.map((type) => (
            <RequestTypeCard
              key={type}
              title={REQUEST_TYPE_LABELS[type]}
              to={paths.requestType(requestTypeSlug(type))}
              open={counts.get(type)?.open ?? 0}
              overdue={counts.get(type)?.overdue ?? 0}
            />
          ))}
        </SimpleGrid>
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddRequestDialog onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
