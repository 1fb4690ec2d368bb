import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { ApiKeyAccess } from '../api-key-rules';

export enum ApiKeyAccessEnum {
  read_only = 'read_only',
  read_write = 'read_write',
}
registerEnumType(ApiKeyAccessEnum, {
  name: 'ApiKeyAccess',
  description: 'What a key may do in its hostel',
  valuesMap: {
    read_only: {
      description:
        'Reads what a warden can read; every mutation and every REST call other than GET is refused (FORBIDDEN)',
    },
    read_write: { description: 'Reads and changes what a warden can, in the key’s hostel only' },
  },
});

export enum ApiKeyStatusEnum {
  active = 'active',
  expired = 'expired',
  revoked = 'revoked',
}
registerEnumType(ApiKeyStatusEnum, {
  name: 'ApiKeyStatus',
  description: 'Whether a key works now',
  valuesMap: {
    active: { description: 'Works: not revoked, and its expiry (if any) is still ahead' },
    expired: { description: 'Its expiry has passed: every request with it answers 401 (UNAUTHENTICATED)' },
    revoked: { description: 'Revoked by an admin: every request with it answers 401 (UNAUTHENTICATED)' },
  },
});

/** A key as the list shows it: never its secret, which is kept only as a hash. */
export interface ApiKeyView {
  id: number;
  name: string;
  access: ApiKeyAccess;
  prefix: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedFrom: string | null;
  revokedAt: Date | null;
  revokedBy: string | null;
  status: ApiKeyStatusEnum;
}

@ObjectType('ApiKey', {
  description:
    "An integrator's key to the API of one hostel (Profile Settings → API keys), sent as `Authorization: Bearer hak_…`. The secret is never in it: it is shown once, by createApiKey",
})
export class ApiKeyModel implements ApiKeyView {
  @Field(() => ID, { description: "The key's id (not its secret)" })
  id: number;

  @Field({ description: 'What the admin called it: 1 to 60 characters, unique among the hostel’s active keys' })
  name: string;

  @Field(() => ApiKeyAccessEnum, { description: 'What the key may do' })
  access: ApiKeyAccess;

  @Field({
    description: "The secret's first characters, e.g. hak_7Fq2: enough to recognise a key, never enough to use it",
  })
  prefix: string;

  @Field({ description: 'The name of the admin who created it, as it is now' })
  createdBy: string;

  @Field({ description: 'When it was created (UTC)' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it stops working (UTC); null: never' })
  expiresAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When it was last used (UTC), to within a minute; null: not used yet',
  })
  lastUsedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'The client address (IPv4 or IPv6) of the last use; null: not used yet',
  })
  lastUsedFrom: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was revoked (UTC); null: not revoked' })
  revokedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The name of the admin who revoked it; null: not revoked' })
  revokedBy: string | null;

  @Field(() => ApiKeyStatusEnum, { description: 'active | expired | revoked, as of now' })
  status: ApiKeyStatusEnum;
}

@ObjectType('CreatedApiKey', { description: 'A key just created, with its secret: the only answer that carries it' })
export class CreatedApiKeyModel {
  @Field(() => ApiKeyModel, { description: 'The key as the list shows it' })
  apiKey: ApiKeyView;

  @Field({
    description:
      'The whole secret, hak_… (47 characters): shown this once, stored only as a hash. Send it as `Authorization: Bearer <secret>`',
  })
  secret: string;
}
