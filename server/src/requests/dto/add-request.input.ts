import { Field, ID, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import { REQUEST_TYPES, requestMessages, requestTextProblem, type RequestType } from '@hostel-admin/rules';
import { IDEMPOTENCY_KEY_PATTERN, IdempotencyKeyRule, IsId, Rule } from '../../common/validators';
import { RequestTypeEnum } from '../models/request.model';

/** `clientKey`, idempotencyKey's old name (issue 36): either is taken, not both. */
export const OLD_KEY_FIELD = {
  nullable: true,
  description:
    'A key per opening of the form (8 to 64 letters, digits, - or _): sent again, it answers the same request',
  deprecationReason: 'Use idempotencyKey: every form key of the API has that name',
};

@InputType({ description: 'A request raised on behalf of a current resident of the caller’s hostel' })
export class AddRequestInput {
  @Field(() => RequestTypeEnum, { description: 'What the request is about' })
  @IsIn(REQUEST_TYPES, { message: requestMessages.typeRequired })
  type: RequestType;

  @Field(() => ID, { description: 'The resident who asks' })
  @IsId(requestMessages.studentRequired)
  studentId: number;

  @Field({ description: 'What they ask for, 1 to 500 characters' })
  @Rule('requestText', requestTextProblem)
  text: string;

  @Field(() => String, {
    nullable: true,
    description:
      'A key per opening of the form (8 to 64 letters, digits, - or _): sent again, it answers the same request. Not with clientKey (BAD_USER_INPUT)',
  })
  @IsOptional()
  @IdempotencyKeyRule()
  @ValidateBy({
    name: 'oneKey',
    validator: {
      validate: (_value: unknown, args) => (args?.object as AddRequestInput).clientKey == null,
      defaultMessage: () => 'Give idempotencyKey only: clientKey is its old name.',
    },
  })
  idempotencyKey?: string | null;

  @Field(() => String, OLD_KEY_FIELD)
  @IsOptional()
  @Rule('clientKey', (v) =>
    typeof v === 'string' && IDEMPOTENCY_KEY_PATTERN.test(v)
      ? null
      : 'clientKey must be 8 to 64 letters, digits, dashes or underscores.',
  )
  clientKey?: string | null;
}

/** The form key by either name (the validation refuses both), and the name it came under, for errors naming it. */
export const requestKey = (input: Pick<AddRequestInput, 'idempotencyKey' | 'clientKey'>) =>
  input.idempotencyKey
    ? { key: input.idempotencyKey, field: 'idempotencyKey' }
    : input.clientKey
      ? { key: input.clientKey, field: 'clientKey' }
      : null;
