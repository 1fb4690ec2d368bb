import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import type { ApiKeyAccess, CreateApiKeyMutation } from '@/gql/graphql';
import { CreateApiKeyDocument } from '@/features/profile/graphql/ApiKeyCreateDialog.generated';
import { useSchemaForm } from '@/lib/form/useSchemaForm';
import { notify } from '@/lib/toaster';
import { apiKeyCreated } from '../apiKeysCache';
import {
  API_KEY_ACCESS_SENTENCES,
  apiKeyAccessOptions,
  apiKeyExpiryOptions,
  apiKeySchema,
  emptyApiKeyValues,
  type ApiKeyInput,
} from '../apiKeySchema';
import { SecretOnceDialog } from './SecretOnceDialog';

export type ApiKeyCreateDialogProps = {
  onClose: () => void;
  /** Where focus goes when the dialog is done with (the Create API key button). */
  returnFocus: () => HTMLElement | null;
};

/**
 * Create API key: name, access and expiry, with what the key may do said under Access before it is made; then the
 * secret, shown this once (SecretOnceDialog). Mounted per opening, it sends one idempotency key per opening, so a
 * double tap or a retry after a lost answer makes one API key.
 */
export function ApiKeyCreateDialog({ onClose, returnFocus }: ApiKeyCreateDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [created, setCreated] = useState<CreateApiKeyMutation['createApiKey'] | null>(null);
  // A name another active key has is refused as a conflict: it belongs under Name even when the answer names no field.
  const form = useSchemaForm(apiKeySchema, {
    defaultValues: emptyApiKeyValues,
    serverErrors: { unnamedErrorField: { CONFLICT: 'name' } },
  });
  // The select offers only the two accesses.
  const access = useWatch({ control: form.control, name: 'access' }) as ApiKeyAccess;
  const [create] = useMutation(CreateApiKeyDocument, {
    update: (cache, { data }) => {
      if (data) apiKeyCreated(cache, data.createApiKey.apiKey);
    },
  });

  const handleSubmit = async (input: ApiKeyInput) => {
    const { data } = await create({ variables: { input: { ...input, idempotencyKey } } });
    if (!data) return;
    setCreated(data.createApiKey);
    notify('success', 'API key created');
  };

  if (created)
    return (
      <SecretOnceDialog
        title="Create API key"
        label="Your new key"
        noun="key"
        secret={created.secret}
        onDone={onClose}
        returnFocus={returnFocus}
      />
    );

  return (
    <FormDialog
      title="Create API key"
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Create key"
    >
      <FormTextField name="name" label="Name" required helperText="Where it is used, e.g. Accounts sync" />
      <FormSelectField
        name="access"
        label="Access"
        options={apiKeyAccessOptions}
        required
        helperText={API_KEY_ACCESS_SENTENCES[access]}
      />
      <FormSelectField name="expiresInDays" label="Expires" options={apiKeyExpiryOptions} required />
    </FormDialog>
  );
}
