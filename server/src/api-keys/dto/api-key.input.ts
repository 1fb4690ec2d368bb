import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { IdempotencyKeyRule, IsId, Rule, SingleLine } from '../../common/validators';
import { API_KEY_EXPIRY_DAYS, API_KEY_NAME_MAX, apiKeyNameProblem } from '@hostel-admin/rules';
import { API_KEY_ACCESSES, type ApiKeyAccess, apiKeyExpiryProblem } from '../api-key-rules';
import { ApiKeyAccessEnum } from '../models/api-key.model';

@InputType({ description: 'A new API key for the caller’s hostel; each problem names its field' })
export class CreateApiKeyInput {
  @Field({
    description: `What to call the key (the script or system that uses it): 1 to ${API_KEY_NAME_MAX} characters, unique among the hostel's active keys (else a CONFLICT naming name)`,
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Rule('apiKeyName', apiKeyNameProblem)
  @SingleLine()
  name: string;

  @Field(() => ApiKeyAccessEnum, { description: 'What the key may do' })
  @IsIn(API_KEY_ACCESSES, { message: `access must be one of ${API_KEY_ACCESSES.join(', ')}` })
  access: ApiKeyAccess;

  @Field(() => Int, {
    nullable: true,
    description: 'Days until the key stops working: 30, 90 or 365; null or left out: it never expires',
  })
  @IsOptional()
  // Bounds for the fuzz test's edges (the least and most days); the rule itself takes only the three choices.
  @Rule('apiKeyExpiry', apiKeyExpiryProblem, [
    API_KEY_EXPIRY_DAYS[0],
    API_KEY_EXPIRY_DAYS[API_KEY_EXPIRY_DAYS.length - 1]!,
  ])
  expiresInDays?: number | null;

  @Field({
    description:
      'A key the client makes once per form (a UUID): a retried or double-tapped submit with the same key creates one API key; the repeat is a CONFLICT naming idempotencyKey, as the secret is shown only once',
  })
  @IdempotencyKeyRule()
  idempotencyKey: string;
}

@InputType({ description: 'The key to revoke' })
export class RevokeApiKeyInput {
  @Field(() => ID, { description: "The key's id, of the caller's hostel (another hostel's is NOT_FOUND)" })
  @IsId()
  id: number;
}
