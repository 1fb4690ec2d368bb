import { graphql } from './session';
import type { TestApp } from './test-app';

const KEY = 'id name access prefix createdBy createdAt expiresAt lastUsedAt lastUsedFrom revokedAt revokedBy status';
export const CREATE_KEY = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { ${KEY} } } }`;
export const REVOKE_KEY = `mutation ($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { ${KEY} } }`;
export const KEYS = `{ apiKeys { ${KEY} } }`;

let submits = 0;
/** A new idempotency key for a create form's submit. */
export const nextSubmitKey = () => `api-key-test-${++submits}`;

/** Makes a key (read and write unless said) as `token`'s admin and answers its secret and the key as listed. */
export async function makeKey(
  t: TestApp,
  token: string,
  input: { name: string; access?: string; expiresInDays?: number | null },
) {
  const res = await graphql(
    t,
    CREATE_KEY,
    { input: { access: 'read_write', ...input, idempotencyKey: nextSubmitKey() } },
    token,
  ).expect(200);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createApiKey as { secret: string; apiKey: Record<string, unknown> & { id: string } };
}
