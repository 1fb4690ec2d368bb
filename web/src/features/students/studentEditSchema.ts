import type { StudentEditPageQuery, UpdateStudentInput } from '@/gql/graphql';
import { todayInIndia } from '@/lib/format';
import { email, isoDate, phone, requiredText } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { phoneValue } from '@/lib/phoneNumbers';
import {
  billFromProblem,
  EMAIL_MAX,
  moveInDateProblem,
  NAME_MAX,
  personMessages,
  residentPhoneProblem,
} from '@hostel-admin/rules';

type EditedStudent = StudentEditPageQuery['student'];

/** Labels in the order the form shows them; fields named as UpdateStudentInput. */
export const studentEditLabels = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  roomId: 'Room No.',
  moveInDate: 'Move-in Date',
  billRentFrom: 'Bill rent from',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The check-in form's words for the same fields (the spec gives the edit form none). Only a changed move-in
 * date must fall in the allowed range, as on the server: a date recorded long ago stays editable. "Bill rent
 * from" exists only for a student with rent terms (checked in, not imported).
 */
export function studentEditSchema(student: EditedStudent) {
  return z
    .object({
      name: requiredText(personMessages.nameRequired).max(NAME_MAX, personMessages.nameTooLong),
      phone: phone(residentPhoneProblem),
      email: email({ required: personMessages.emailRequired, invalid: personMessages.emailInvalid }).max(
        EMAIL_MAX,
        personMessages.emailInvalid,
      ),
      roomId: z.string(),
      moveInDate: isoDate({ required: 'Move-in date is required.', invalid: 'Enter a valid date.' }).superRefine(
        (date, ctx) => {
          const problem = date === student.moveInDate ? null : moveInDateProblem(date, todayInIndia());
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        },
      ),
      billRentFrom: z.string(),
    })
    .superRefine(({ moveInDate, billRentFrom }, ctx) => {
      if (!student.rentTerms) return;
      const problem = !billRentFrom
        ? 'Bill rent from is required.'
        : !ISO_DATE.test(billRentFrom)
          ? 'Enter a valid date.'
          : billFromProblem(billRentFrom, moveInDate, todayInIndia());
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['billRentFrom'] });
    });
}

export type StudentEditSchema = ReturnType<typeof studentEditSchema>;
export type StudentEditValues = z.input<StudentEditSchema>;

/** The day rent is billed from as the form shows it: the move-in date unless set later; empty without terms. */
function billFromOf(student: EditedStudent): string {
  return student.rentTerms ? (student.rentTerms.billFrom ?? student.moveInDate) : '';
}

export function valuesFromStudent(student: EditedStudent): StudentEditValues {
  return {
    name: student.name,
    phone: phoneValue(student.phone),
    email: student.email,
    roomId: student.room?.id ?? '',
    moveInDate: student.moveInDate,
    billRentFrom: billFromOf(student),
  };
}

/** The update: the personal details and move-in date, the room only when it changed (a move), and the billing start when it changed. */
export function toUpdateInput(
  { roomId, billRentFrom, ...details }: z.output<StudentEditSchema>,
  student: EditedStudent,
): UpdateStudentInput {
  const input: UpdateStudentInput = { ...details };
  if (roomId && roomId !== (student.room?.id ?? null)) input.roomId = roomId;
  if (student.rentTerms && billRentFrom !== billFromOf(student)) input.billRentFrom = billRentFrom;
  return input;
}
