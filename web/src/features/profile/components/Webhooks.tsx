import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { LoadError } from '@/components/LoadError';
import { PageSpinner } from '@/components/PageSpinner';
import type { WebhookEndpointList_EndpointFragment } from '@/gql/graphql';
import { WebhookEndpointsDocument } from '@/features/profile/graphql/Webhooks.generated';
import { useCan } from '@/lib/permissions';
import { WebhookAddDialog } from './WebhookAddDialog';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';
import { WebhookEditDialog } from './WebhookEditDialog';
import { WebhookEndpointList } from './WebhookEndpointList';

type Endpoint = WebhookEndpointList_EndpointFragment;

/**
 * Hostel settings, Webhooks (admins: `hostel_settings`): the URLs that receive the hostel's events, signed, with Add
 * endpoint, each endpoint's delivery log, a test event, Edit, Disable or Enable, and Delete. The server checks the
 * permission on every call; the section is not even drawn for anyone else.
 */
export function Webhooks() {
  return useCan('hostel_settings') ? <WebhooksSection /> : null;
}

function WebhooksSection() {
  const { data, loading, error, refetch } = useQuery(WebhookEndpointsDocument);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Endpoint | null>(null);
  const [logOf, setLogOf] = useState<Endpoint | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <Stack as="section" aria-labelledby="webhooks-title" gap="4">
      <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} wrap="wrap">
        <Stack gap="1" flex="1" minWidth="min(100%, 18rem)">
          <Heading as="h3" size="sm" id="webhooks-title">
            Webhooks
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            We send a signed POST to your URL when something happens in this hostel.
          </Text>
        </Stack>
        <Button
          ref={addButton}
          colorPalette="primary"
          aria-haspopup="dialog"
          width={{ base: 'full', sm: 'auto' }}
          onClick={() => setAdding(true)}
        >
          <LuPlus aria-hidden="true" /> Add endpoint
        </Button>
      </Flex>
      {error && !data ? (
        <LoadError what="the webhook endpoints" error={error} onRetry={refetch} />
      ) : loading && !data ? (
        <PageSpinner label="Loading the webhook endpoints" />
      ) : (
        <WebhookEndpointList endpoints={data?.webhookEndpoints ?? []} onDeliveries={setLogOf} onEdit={setEditing} />
      )}
      {adding && <WebhookAddDialog onClose={() => setAdding(false)} returnFocus={() => addButton.current} />}
      {editing && <WebhookEditDialog endpoint={editing} onClose={() => setEditing(null)} />}
      {logOf && <WebhookDeliveryLog endpoint={logOf} onClose={() => setLogOf(null)} />}
    </Stack>
  );
}
