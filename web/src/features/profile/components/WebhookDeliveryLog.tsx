import { Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DataTable } from '@/components/DataTable/DataTable';
import { PAGE_SIZES } from '@/components/DataTable/types';
import { keepOpenOnFocusOutside } from '@/components/dialogFocus';
import { LoadError } from '@/components/LoadError';
import { SelectField } from '@/components/SelectField';
import type { WebhookDeliveryState, WebhookEndpointList_EndpointFragment } from '@/gql/graphql';
import {
  RedeliverWebhookDocument,
  WebhookDeliveriesDocument,
} from '@/features/profile/graphql/WebhookDeliveryLog.generated';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { optionsOf } from '@/lib/options';
import { notify } from '@/lib/toaster';
import { webhookDeliveriesChanged } from '../webhooksCache';
import { WEBHOOK_DELIVERY_STATE_LABELS } from '../webhookWords';
import { deliveryColumns, type WebhookDelivery } from './webhookDeliveryColumns';
import { WebhookPayloadDialog } from './WebhookPayloadDialog';

export type WebhookDeliveryLogProps = {
  endpoint: Pick<WebhookEndpointList_EndpointFragment, 'id' | 'url'>;
  onClose: () => void;
};

const stateOptions = [{ value: '', label: 'All states' }, ...optionsOf(WEBHOOK_DELIVERY_STATE_LABELS)];

/**
 * An endpoint's delivery log, newest first: Event, State, Tries, Response and Time, paged like the other lists and
 * filtered by state; each delivery's payload, and Send again (a new delivery of the same event). A dialog, full
 * screen on a phone, so the settings page underneath keeps its place. Read afresh on each opening: deliveries move
 * on while nobody looks (Refresh reads it again while open).
 */
export function WebhookDeliveryLog({ endpoint, onClose }: WebhookDeliveryLogProps) {
  const [state, setState] = useState<WebhookDeliveryState | ''>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [payloadOf, setPayloadOf] = useState<WebhookDelivery | null>(null);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(WebhookDeliveriesDocument, {
    variables: { where: { endpointId: endpoint.id, state: state || null }, page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const [redeliver] = useMutation(RedeliverWebhookDocument, {
    update: (cache) => webhookDeliveriesChanged(cache, endpoint.id),
  });
  const log = (data ?? previousData)?.webhookDeliveries;

  const handleSendAgain = async (delivery: WebhookDelivery) => {
    setSendingId(delivery.id);
    try {
      await redeliver({ variables: { input: { deliveryId: delivery.id } } });
      notify('success', 'Delivery queued');
    } catch (failure) {
      notify('error', 'The delivery was not queued', explainGraphqlError(failure).summary);
    } finally {
      setSendingId(null);
    }
  };

  const handleStateChange = (value: string) => {
    setState(value as WebhookDeliveryState | '');
    setPage(1);
  };

  const columns = deliveryColumns({
    onPayload: setPayloadOf,
    onSendAgain: (delivery) => void handleSendAgain(delivery),
    sendingId,
  });

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      onFocusOutside={keepOpenOnFocusOutside}
      size={{ base: 'full', md: 'xl' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Deliveries</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description overflowWrap="anywhere">To {endpoint.url}, newest first.</Dialog.Description>
                <Flex gap="3" align="flex-end" wrap="wrap">
                  <Stack flex="1" minWidth="min(100%, 12rem)" maxWidth={{ sm: 'xs' }}>
                    <SelectField
                      label="State"
                      name="state"
                      value={state}
                      options={stateOptions}
                      onChange={handleStateChange}
                    />
                  </Stack>
                  <Button variant="outline" disabled={loading} onClick={() => void refetch()}>
                    Refresh
                  </Button>
                </Flex>
                {error && <LoadError what="the deliveries" error={error} onRetry={refetch} />}
                <DataTable
                  label={`Deliveries to ${endpoint.url}`}
                  columns={columns}
                  rows={log?.items ?? []}
                  getRowKey={(delivery) => delivery.id}
                  totalCount={log?.totalCount ?? 0}
                  page={page}
                  pageSize={pageSize}
                  loading={loading}
                  emptyText={state ? 'No deliveries in this state' : 'No deliveries yet'}
                  onSortChange={() => undefined}
                  onPageChange={setPage}
                  onPageSizeChange={(size) => {
                    setPageSize(size);
                    setPage(1);
                  }}
                />
                <Text textStyle="sm" color="fg.muted">
                  A failed try is tried again, waiting longer each time, for up to 24 hours.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {payloadOf && <WebhookPayloadDialog delivery={payloadOf} onClose={() => setPayloadOf(null)} />}
    </Dialog.Root>
  );
}
