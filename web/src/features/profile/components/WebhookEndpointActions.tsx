import { Button, Wrap } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/ConfirmDialog';
import type { WebhookEndpointList_EndpointFragment } from '@/gql/graphql';
import {
  DeleteWebhookEndpointDocument,
  SendTestWebhookDocument,
  UpdateWebhookEndpointDocument,
} from '@/features/profile/graphql/Webhooks.generated';
import { explainGraphqlError } from '@/lib/graphqlErrors';
import { notify } from '@/lib/toaster';
import { webhookDeliveriesChanged, webhookEndpointDeleted } from '../webhooksCache';

export type WebhookEndpointActionsProps = {
  endpoint: WebhookEndpointList_EndpointFragment;
  onDeliveries: () => void;
  onEdit: () => void;
};

type Busy = 'test' | 'toggle' | null;

/**
 * An endpoint's buttons: Deliveries (its log), Send test event, Edit, Disable or Enable, Delete. Each is named with
 * the endpoint's URL for assistive technology; Delete asks first, naming the URL. A refusal is a toast in words.
 */
export function WebhookEndpointActions({ endpoint, onDeliveries, onEdit }: WebhookEndpointActionsProps) {
  const { id, url } = endpoint;
  const confirm = useConfirm();
  const [busy, setBusy] = useState<Busy>(null);
  const [update] = useMutation(UpdateWebhookEndpointDocument);
  const [sendTest] = useMutation(SendTestWebhookDocument, { update: (cache) => webhookDeliveriesChanged(cache, id) });
  const [remove] = useMutation(DeleteWebhookEndpointDocument, {
    update: (cache, { data }) => data && webhookEndpointDeleted(cache, data.deleteWebhookEndpoint.id),
  });
  const disabled = endpoint.status === 'disabled';

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(kind);
    try {
      await work();
      notify('success', done);
    } catch (error) {
      notify('error', failed, explainGraphqlError(error).summary);
    } finally {
      setBusy(null);
    }
  };

  const handleTest = () =>
    run(
      'test',
      () => sendTest({ variables: { input: { endpointId: id } } }),
      'Test event queued',
      'The test event was not sent',
    );
  const handleToggle = () =>
    run(
      'toggle',
      () => update({ variables: { input: { id, enabled: disabled } } }),
      disabled ? 'Endpoint enabled' : 'Endpoint disabled',
      disabled ? 'The endpoint was not enabled' : 'The endpoint was not disabled',
    );
  const handleDelete = () =>
    confirm({
      title: `Delete endpoint ${url}?`,
      target: url,
      description: 'Deliveries still waiting to go to it stop, and nothing more is sent to it. This cannot be undone.',
      confirmLabel: 'Delete',
      destructive: true,
      action: () => remove({ variables: { input: { id } } }),
      success: 'Endpoint deleted',
      failure: (error) => explainGraphqlError(error).summary,
    });

  const button = { size: 'sm', variant: 'outline' } as const;
  return (
    <Wrap gap="2">
      <Button {...button} aria-haspopup="dialog" aria-label={`Deliveries to ${url}`} onClick={onDeliveries}>
        Deliveries
      </Button>
      <Button
        {...button}
        aria-label={`Send test event to ${url}`}
        loading={busy === 'test'}
        disabled={busy !== null}
        onClick={() => void handleTest()}
      >
        Send test event
      </Button>
      <Button {...button} aria-haspopup="dialog" aria-label={`Edit ${url}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        {...button}
        aria-label={`${disabled ? 'Enable' : 'Disable'} ${url}`}
        loading={busy === 'toggle'}
        disabled={busy !== null}
        onClick={() => void handleToggle()}
      >
        {disabled ? 'Enable' : 'Disable'}
      </Button>
      <Button {...button} colorPalette="red" aria-label={`Delete ${url}`} onClick={() => void handleDelete()}>
        Delete
      </Button>
    </Wrap>
  );
}
