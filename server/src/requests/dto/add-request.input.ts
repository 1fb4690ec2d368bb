import { Field, ID, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional } from 'class-validator';
import { REQUEST_TYPES, requestMessages, requestTextProblem, type RequestType } from '@hostel-admin/rules';
import { IsId, Rule } from '../../common/validators';
import { RequestTypeEnum } from '../models/request.model';

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

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
      'A key per opening of the form (8 to 64 letters, digits, - or _): sent again, it answers the same request',
  })
  @IsOptional()
  @Rule('clientKey', (v) =>
    typeof v === 'string' && KEY.test(v) ? null : 'clientKey must be 8 to 64 letters, digits, dashes or underscores.',
  )
  clientKey?: string | null;
}
