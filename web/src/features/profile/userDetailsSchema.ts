import { byRule, email, requiredText } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import {
  compactPincode,
  NAME_MAX,
  personMessages,
  pincodeProblem,
  PROFILE_TEXT_MAX,
  profileMessages,
  stateProblem,
} from '@hostel-admin/rules';

/** Profile → User Details, as the API's UpdateMyProfileInput, by the server's rules and words. */
export const userDetailsSchema = z.object({
  fullName: requiredText(personMessages.nameRequired).max(NAME_MAX, personMessages.nameTooLong),
  email: email({ required: personMessages.emailRequired, invalid: personMessages.emailInvalid }),
  pincode: byRule(pincodeProblem, compactPincode),
  city: requiredText(profileMessages.cityRequired).max(PROFILE_TEXT_MAX.city, profileMessages.cityTooLong),
  state: byRule(stateProblem),
  district: requiredText(profileMessages.districtRequired).max(
    PROFILE_TEXT_MAX.district,
    profileMessages.districtTooLong,
  ),
  otherAddress: z
    .string()
    .trim()
    .max(PROFILE_TEXT_MAX.otherAddress, profileMessages.otherAddressTooLong)
    .transform((value) => value || null),
});

export type UserDetailsValues = z.input<typeof userDetailsSchema>;

type Profile = {
  fullName: string;
  email: string;
  pincode?: string | null;
  city?: string | null;
  state?: string | null;
  district?: string | null;
  otherAddress?: string | null;
};

export const userDetailsValues = (user: Profile): UserDetailsValues => ({
  fullName: user.fullName,
  email: user.email,
  pincode: user.pincode ?? '',
  city: user.city ?? '',
  state: user.state ?? '',
  district: user.district ?? '',
  otherAddress: user.otherAddress ?? '',
});
