import { Field, ID, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import {
  VISITOR_ID_TYPES,
  VISITOR_NAME_MAX,
  VISITOR_PURPOSE_MAX,
  type VisitorIdType,
  visitorIdTypeProblem,
  visitorMessages,
  visitorNameProblem,
  visitorPhoneProblem,
  visitorPurposeProblem,
} from '@hostel-admin/rules';
import { IsId, Phone, Rule, SingleLine } from '../../common/validators';

const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

@InputType({ description: 'A visitor at the gate, to be signed in now; each problem names its field' })
export class SignInVisitorInput {
  @Field({ description: `The visitor's name, at most ${VISITOR_NAME_MAX} characters` })
  @trimmed()
  @Rule('visitorName', visitorNameProblem)
  @SingleLine()
  name: string;

  @Field({
    description:
      'Phone, stored as E.164 (+919876543210); pasted forms such as "+91 98765 43210" are accepted, a number without a country code is Indian. One visit at a time per phone.',
  })
  @Phone(visitorPhoneProblem)
  phone: string;

  @Field(() => ID, { description: "The resident visited: a current resident of the caller's hostel" })
  @IsId(visitorMessages.residentRequired)
  studentId: number;

  @Field({
    description: `Relation to the resident or the purpose of the visit, at most ${VISITOR_PURPOSE_MAX} characters`,
  })
  @trimmed()
  @Rule('visitorPurpose', visitorPurposeProblem)
  @SingleLine()
  purpose: string;

  @Field(() => String, { nullable: true, description: `The ID shown, optional: ${VISITOR_ID_TYPES.join(', ')}` })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @Rule('visitorIdType', visitorIdTypeProblem)
  idType?: VisitorIdType | null;
}
