import { NAME_MAX } from './people';
import { checkPhone, phoneMessage } from './phone';
import { atMostCharacters } from './problems';

/**
 * The visitor log (Visitor Management): who came to see which resident, why, and when they came and went. The spec
 * has a placeholder only; the fields, bounds and words are ours.
 */

/** The identity document a visitor showed at the gate, if any (its number is not kept). */
export const VISITOR_ID_TYPES = ['aadhaar', 'pan', 'driving_licence', 'passport', 'voter_id', 'other'] as const;
export type VisitorIdType = (typeof VISITOR_ID_TYPES)[number];
export const VISITOR_ID_TYPE_LABELS: Record<VisitorIdType, string> = {
  aadhaar: 'Aadhaar',
  pan: 'PAN',
  driving_licence: 'Driving licence',
  passport: 'Passport',
  voter_id: 'Voter ID',
  other: 'Other',
};

export const VISITOR_NAME_MAX = NAME_MAX;
export const VISITOR_PURPOSE_MAX = 120;
/** How many of a resident's visitors their page shows, newest first. */
export const RECENT_VISITORS_DEFAULT = 5;
export const RECENT_VISITORS_MAX = 20;

export const visitorMessages = {
  nameRequired: 'Visitor name is required.',
  nameTooLong: atMostCharacters('Visitor name', VISITOR_NAME_MAX),
  residentRequired: 'Select the resident being visited.',
  residentNotFound: 'Select a current resident of this hostel.',
  purposeRequired: 'Relation or purpose is required.',
  purposeTooLong: atMostCharacters('Relation or purpose', VISITOR_PURPOSE_MAX),
  idTypeInvalid: `ID type must be one of ${VISITOR_ID_TYPES.map((t) => VISITOR_ID_TYPE_LABELS[t]).join(', ')}.`,
  alreadyInside: 'A visitor with this phone number is already inside. Sign them out first.',
} as const;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** What is wrong with a visitor's name (trimmed), or null. */
export function visitorNameProblem(value: unknown): string | null {
  if (blank(value)) return visitorMessages.nameRequired;
  return (value as string).trim().length > VISITOR_NAME_MAX ? visitorMessages.nameTooLong : null;
}

/** What is wrong with the relation or purpose (trimmed), or null. */
export function visitorPurposeProblem(value: unknown): string | null {
  if (blank(value)) return visitorMessages.purposeRequired;
  return (value as string).trim().length > VISITOR_PURPOSE_MAX ? visitorMessages.purposeTooLong : null;
}

/** A visitor's phone under the one phone rule: "Phone is required", "Phone must be a valid Indian mobile number: …". */
export function visitorPhoneProblem(value: unknown): string | null {
  const { problem } = checkPhone(value);
  return problem ? phoneMessage(problem) : null;
}

/** An ID type is optional; when given it is one of the list. */
export function visitorIdTypeProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return (VISITOR_ID_TYPES as readonly unknown[]).includes(value) ? null : visitorMessages.idTypeInvalid;
}
