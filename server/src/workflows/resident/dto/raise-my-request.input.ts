import { Field, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional } from 'class-validator';
import { REQUEST_TYPES, requestMessages, requestTextProblem, type RequestType } from '@hostel-admin/rules';
import { Rule } from '../../../common/validators';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../ledger/ledger-rules';
import { RequestTypeEnum } from '../../../requests/models/request.model';

@InputType({ description: 'A request the signed-in resident raises for themselves' })
export class RaiseMyRequestInput {
  @Field(() => RequestTypeEnum)
  @IsIn(REQUEST_TYPES, { message: requestMessages.typeRequired })
  type: RequestType;

  @Field({ description: 'What they ask for, 1 to 500 characters' })
  @Rule('requestText', requestTextProblem)
  text: string;

  @Field(() => String, {
    nullable: true,
    description:
      'A key per opening of the form (8 to 64 letters, digits, - or _): sent again, it answers the same request',
  })
  @IsOptional()
  @Rule('clientKey', (v) =>
    typeof v === 'string' && IDEMPOTENCY_KEY_PATTERN.test(v)
      ? null
      : 'clientKey must be 8 to 64 letters, digits, dashes or underscores.',
  )
  clientKey?: string | null;
}
