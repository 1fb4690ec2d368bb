import { useMutation } from '@apollo/client/react';
import { FormDialog } from '@/components/form/FormDialog';
import type { WebhookEndpointList_EndpointFragment } from '@/gql/graphql';
import { UpdateWebhookEndpointDocument } from '@/features/profile/graphql/Webhooks.generated';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { webhookEndpointSchema, type WebhookEndpointInput } from '../webhookEndpointSchema';
import type { SubscribableEvent } from '../webhookWords';
import { WebhookEndpointFields } from './WebhookEndpointFields';

export type WebhookEditDialogProps = {
  endpoint: WebhookEndpointList_EndpointFragment;
  onClose: () => void;
};

/**
 * Edit endpoint: its URL, Description and Events as saved, changed in place. The signing secret stays as it is (a
 * receiver keeps verifying); a new URL is checked by the server as on Add, its refusal said under URL.
 */
export function WebhookEditDialog({ endpoint, onClose }: WebhookEditDialogProps) {
  const form = useSchemaForm(webhookEndpointSchema, {
    defaultValues: {
      url: endpoint.url,
      description: endpoint.description,
      // The test ping is never among an endpoint's events; the filter only narrows the type.
      events: endpoint.events.filter((event): event is SubscribableEvent => event !== 'ping'),
    },
    serverErrors: { unnamedErrorField: { CONFLICT: 'url' } },
  });
  const [update] = useMutation(UpdateWebhookEndpointDocument);

  const handleSubmit = async ({ url, ...rest }: WebhookEndpointInput) => {
    // The URL only when it changed: the server checks a URL it is sent again (its host looked up), and a field left
    // out stays as it is.
    const input = { id: endpoint.id, ...(url !== endpoint.url && { url }), ...rest };
    const { data } = await update({ variables: { input } });
    if (!data) return;
    notify('success', 'Endpoint saved');
    onClose();
  };

  return (
    <FormDialog
      title="Edit endpoint"
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Save endpoint"
    >
      <WebhookEndpointFields />
    </FormDialog>
  );
}
