import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { Rule, SingleLine } from '../../common/validators';
import {
  compactPincode,
  EMAIL_MAX,
  EMAIL_PATTERN,
  INDIAN_STATES,
  NAME_MAX,
  personMessages,
  pincodeProblem,
  PROFILE_TEXT_MAX,
  profileMessages,
  stateProblem,
} from '@hostel-admin/rules';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const Trim = () => Transform(({ value }: { value: unknown }) => trimmed(value));

/** Text that must be there and fit: one message for each problem, naming the field. */
const Text = (name: string, required: string, max: number, tooLong: string) =>
  Rule(name, (v) => (typeof v !== 'string' || v === '' ? required : v.length > max ? tooLong : null));

const emailProblem = (v: unknown) =>
  typeof v !== 'string' || v === ''
    ? personMessages.emailRequired
    : v.length > EMAIL_MAX || !EMAIL_PATTERN.test(v)
      ? personMessages.emailInvalid
      : null;

@InputType({
  description:
    "The signed-in user's own details (Profile → User Details): each problem names its field; other address is optional (empty or null clears it)",
})
export class UpdateMyProfileInput {
  @Field({ description: `Full name, at most ${NAME_MAX} characters` })
  @Trim()
  @Text('fullName', personMessages.nameRequired, NAME_MAX, personMessages.nameTooLong)
  @SingleLine()
  fullName: string;

  @Field({ description: `E-mail address, at most ${EMAIL_MAX} characters` })
  @Trim()
  @Rule('email', emailProblem)
  @SingleLine()
  email: string;

  @Field({ description: 'Indian PIN code: six digits, not starting with 0 ("560034"; spaces are dropped)' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? compactPincode(value) : value))
  @Rule('pincode', pincodeProblem)
  pincode: string;

  @Field({ description: `City, one line, at most ${PROFILE_TEXT_MAX.city} characters` })
  @Trim()
  @Text('city', profileMessages.cityRequired, PROFILE_TEXT_MAX.city, profileMessages.cityTooLong)
  @SingleLine()
  city: string;

  @Field({ description: `One of India's states and union territories, as written: ${INDIAN_STATES.join(', ')}` })
  @Trim()
  @Rule('indianState', stateProblem)
  state: string;

  @Field({ description: `District, one line, at most ${PROFILE_TEXT_MAX.district} characters` })
  @Trim()
  @Text('district', profileMessages.districtRequired, PROFILE_TEXT_MAX.district, profileMessages.districtTooLong)
  @SingleLine()
  district: string;

  @Field(() => String, { nullable: true, description: 'House, street, area: optional, may run over several lines' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @Rule('otherAddress', (v) =>
    typeof v === 'string' && v.length > PROFILE_TEXT_MAX.otherAddress ? profileMessages.otherAddressTooLong : null,
  )
  otherAddress?: string | null;
}
