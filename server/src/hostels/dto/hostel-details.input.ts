import { Field, ID, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SingleLine } from '../../common/validators';
import { HOSTEL_DETAIL_MAX } from '@hostel-admin/rules';

const atMost = (label: string) => ({ message: `${label} can be at most ${HOSTEL_DETAIL_MAX} characters.` });

@InputType({
  description:
    "The hostel's details printed on receipts, each optional: left out, empty or null clears it. Checked on the server (phone: the one phone rule; GSTIN: 15 characters; PAN: AAAAA9999A), each problem naming its field",
})
export class HostelDetailsInput {
  @Field(() => ID, {
    nullable: true,
    description:
      "The hostel's id (in place of setHostelDetails' deprecated id argument); null: the caller's own. Another hostel's id (except for a superadmin) is NOT_FOUND",
  })
  @IsOptional()
  @IsString()
  id?: string | null;

  @Field(() => String, { nullable: true, description: 'Any phone form ("+91 98450 12345"); stored as E.164' })
  @IsOptional()
  @IsString({ message: 'Phone must be text.' })
  @SingleLine()
  @MaxLength(HOSTEL_DETAIL_MAX, atMost('Phone'))
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'GSTIN, 15 characters (spaces ignored, any case)' })
  @IsOptional()
  @IsString({ message: 'GSTIN must be text.' })
  @SingleLine()
  @MaxLength(HOSTEL_DETAIL_MAX, atMost('GSTIN'))
  gstin?: string | null;

  @Field(() => String, { nullable: true, description: 'PAN, 10 characters: AAAAA9999A (spaces ignored, any case)' })
  @IsOptional()
  @IsString({ message: 'PAN must be text.' })
  @SingleLine()
  @MaxLength(HOSTEL_DETAIL_MAX, atMost('PAN'))
  pan?: string | null;
}
