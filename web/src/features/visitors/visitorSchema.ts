import { byRule, choice, phone } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { emptyPhone } from '@/lib/phone';
import {
  VISITOR_ID_TYPE_LABELS,
  VISITOR_ID_TYPES,
  type VisitorIdType,
  visitorMessages,
  visitorNameProblem,
  visitorPhoneProblem,
  visitorPurposeProblem,
} from '@hostel-admin/rules';

/** Sign in visitor, fields named as SignInVisitorInput: the server's rules and words (@hostel-admin/rules). */
export const visitorSchema = z.object({
  name: byRule(visitorNameProblem),
  phone: phone(visitorPhoneProblem),
  studentId: choice(visitorMessages.residentRequired),
  purpose: byRule(visitorPurposeProblem),
  idType: z.string().transform((value) => (value ? (value as VisitorIdType) : null)),
});

export type VisitorFormValues = z.input<typeof visitorSchema>;

export const emptyVisitor: VisitorFormValues = {
  name: '',
  phone: emptyPhone(),
  studentId: '',
  purpose: '',
  idType: '',
};

export const idTypeOptions = VISITOR_ID_TYPES.map((value) => ({ value, label: VISITOR_ID_TYPE_LABELS[value] }));

/** "Aadhaar", or a dash when none was shown. */
export const idTypeLabel = (idType: string | null) =>
  idType && idType in VISITOR_ID_TYPE_LABELS ? VISITOR_ID_TYPE_LABELS[idType as VisitorIdType] : null;
