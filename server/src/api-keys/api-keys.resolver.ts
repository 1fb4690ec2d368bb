import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { Can, CurrentCaller } from '../common/decorators';
import { ApiKeysService } from './api-keys.service';
import { CreateApiKeyInput, RevokeApiKeyInput } from './dto/api-key.input';
import { ApiKeyModel, CreatedApiKeyModel } from './models/api-key.model';

/** Profile Settings → API keys: the admins of a hostel (and superadmins, for their own hostel) manage its keys. */
@Resolver(() => ApiKeyModel)
export class ApiKeysResolver {
  constructor(private readonly keys: ApiKeysService) {}

  @Query(() => [ApiKeyModel], {
    description:
      "The API keys of the caller's hostel, newest first, revoked and expired ones too; never a secret. A key cannot list keys (hostel.settings)",
  })
  @Can('hostel.settings')
  apiKeys(@CurrentCaller() caller: RequestCaller) {
    return this.keys.list(caller);
  }

  @Mutation(() => CreatedApiKeyModel, {
    description:
      "Creates an API key for the caller's hostel and answers its secret, this once. BAD_USER_INPUT names name or expiresInDays; a name an active key of the hostel has is a CONFLICT naming name; the same idempotencyKey again creates nothing (CONFLICT naming idempotencyKey: the secret cannot be shown twice)",
  })
  @Can('hostel.settings')
  createApiKey(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The key to create: its name, access and expiry, and the form’s idempotency key' })
    input: CreateApiKeyInput,
  ) {
    return this.keys.create(caller, input);
  }

  @Mutation(() => ApiKeyModel, {
    description:
      "Revokes an API key of the caller's hostel now: every request with it answers 401 (UNAUTHENTICATED) from the next one, on every server. Revoking a revoked key answers it as it is; another hostel's key is NOT_FOUND",
  })
  @Can('hostel.settings')
  revokeApiKey(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The key to revoke, by id' }) input: RevokeApiKeyInput,
  ) {
    return this.keys.revoke(caller, input.id);
  }
}
