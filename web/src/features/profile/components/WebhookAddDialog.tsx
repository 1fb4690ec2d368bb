import { Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormDialog } from '@/components/form/FormDialog';
import type { CreateWebhookEndpointMutation } from '@/gql/graphql';
import { CreateWebhookEndpointDocument } from '@/features/profile/graphql/WebhookAddDialog.generated';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { emptyWebhookEndpointValues, webhookEndpointSchema, type WebhookEndpointInput } from '../webhookEndpointSchema';
import { webhookEndpointAdded } from '../webhooksCache';
import { SecretOnceDialog } from './SecretOnceDialog';
import { WebhookEndpointFields } from './WebhookEndpointFields';

export type WebhookAddDialogProps = {
  onClose: () => void;
  /** Where focus goes when the dialog is done with (the Add endpoint button). */
  returnFocus: () => HTMLElement | null;
};

/**
 * Add endpoint: URL, Description and Events; then the signing secret, shown this once (SecretOnceDialog). Mounted
 * per opening, it sends one idempotency key per opening, so a double tap or a retry after a lost answer adds one
 * endpoint. A URL the server refuses (not https, a private address, a host that does not resolve) is said under URL.
 */
export function WebhookAddDialog({ onClose, returnFocus }: WebhookAddDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [created, setCreated] = useState<CreateWebhookEndpointMutation['createWebhookEndpoint'] | null>(null);
  // A refusal about the address that names no field (an endpoint with this URL already) still belongs under URL.
  const form = useSchemaForm(webhookEndpointSchema, {
    defaultValues: emptyWebhookEndpointValues,
    serverErrors: { unnamedErrorField: { CONFLICT: 'url' } },
  });
  const [create] = useMutation(CreateWebhookEndpointDocument, {
    update: (cache, { data }) => {
      if (data) webhookEndpointAdded(cache, data.createWebhookEndpoint.endpoint);
    },
  });

  const handleSubmit = async (input: WebhookEndpointInput) => {
    const { data } = await create({ variables: { input: { ...input, idempotencyKey } } });
    if (!data) return;
    setCreated(data.createWebhookEndpoint);
    notify('success', 'Endpoint added');
  };

  if (created)
    return (
      <SecretOnceDialog
        title="Add endpoint"
        label="Signing secret"
        noun="secret"
        secret={created.secret}
        onDone={onClose}
        returnFocus={returnFocus}
      >
        <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
          Deliveries to {created.endpoint.url} are signed with it: your receiver checks each signature with this secret.
        </Text>
      </SecretOnceDialog>
    );

  return (
    <FormDialog
      title="Add endpoint"
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Add endpoint"
    >
      <WebhookEndpointFields />
    </FormDialog>
  );
}
