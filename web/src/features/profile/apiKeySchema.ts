import type { SelectOption } from '@/components/SelectInput';
import type { ApiKeyAccess, ApiKeyStatus } from '@/gql/graphql';
import { choice } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { optionsOf } from '@/lib/options';
import { API_KEY_NAME_MAX, apiKeyNameWords } from '@hostel-admin/rules';

export const apiKeyMessages = {
  nameRequired: apiKeyNameWords.required,
  nameTooLong: apiKeyNameWords.tooLong,
  accessRequired: 'Choose what the key may do.',
  expiresRequired: 'Choose when the key expires.',
} as const;

export const API_KEY_ACCESS_LABELS: Record<ApiKeyAccess, string> = {
  read_only: 'Read only',
  read_write: 'Read and write',
};

/** What a key of each access may do, said in the create dialog before the key is made. */
export const API_KEY_ACCESS_SENTENCES: Record<ApiKeyAccess, string> = {
  read_only: 'Reads everything a warden can read; changes nothing.',
  read_write: 'Reads and changes what a warden can, in this hostel.',
};

export const API_KEY_STATUS_LABELS: Record<ApiKeyStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** The expiries the server accepts (`expiresInDays`: 30, 90 or 365; null for never), as the select's values. */
const EXPIRY_LABELS = { '30': 'In 30 days', '90': 'In 90 days', '365': 'In 365 days', never: 'Never' } as const;
type Expiry = keyof typeof EXPIRY_LABELS;

export const apiKeyAccessOptions: SelectOption<ApiKeyAccess>[] = optionsOf(API_KEY_ACCESS_LABELS);
export const apiKeyExpiryOptions: SelectOption<Expiry>[] = optionsOf<Expiry>(EXPIRY_LABELS);

/** The form as typed, named as CreateApiKeyInput's fields so the server's field errors land under them. */
export type ApiKeyValues = { name: string; access: ApiKeyAccess; expiresInDays: Expiry };

/** Read only and 90 days to start with: the least a new key may do, and a key that does not live for ever. */
export const emptyApiKeyValues: ApiKeyValues = { name: '', access: 'read_only', expiresInDays: '90' };

export const apiKeySchema = z.object({
  name: z.string().trim().min(1, apiKeyMessages.nameRequired).max(API_KEY_NAME_MAX, apiKeyMessages.nameTooLong),
  access: choice<ApiKeyAccess>(apiKeyMessages.accessRequired),
  expiresInDays: choice<Expiry>(apiKeyMessages.expiresRequired).transform((value) =>
    value === 'never' ? null : Number(value),
  ),
});

export type ApiKeyInput = z.output<typeof apiKeySchema>;
