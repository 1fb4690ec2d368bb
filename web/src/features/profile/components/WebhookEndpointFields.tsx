import { FormTextField } from '@/components/form/FormTextField';
import { WEBHOOK_URL_HELP } from '../webhookEndpointSchema';
import { WebhookEventsField } from './WebhookEventsField';

/** URL, Description and Events: the fields of Add endpoint and Edit endpoint, named as their inputs' fields. */
export function WebhookEndpointFields() {
  return (
    <>
      <FormTextField
        name="url"
        label="URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        helperText={WEBHOOK_URL_HELP}
      />
      <FormTextField name="description" label="Description" helperText="A note for the admins, e.g. Accounts sync" />
      <WebhookEventsField />
    </>
  );
}
