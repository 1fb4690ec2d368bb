import type { StudentEditPageQuery, UpdateStudentInput } from '@/gql/graphql';
import { email, isoDate, phone, requiredText } from '@/lib/form/rules';
import { z } from '@/lib/form/zod';
import { phoneValue, residentPhoneProblem } from '@/lib/phone';

/** Labels in the order the form shows them; fields named as UpdateStudentInput. */
export const studentEditLabels = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  roomId: 'Room No.',
  moveInDate: 'Move-in Date',
} as const;

/** The check-in form's words for the same fields (the spec gives the edit form none). */
export const studentEditSchema = z.object({
  name: requiredText('Name is required.'),
  phone: phone(residentPhoneProblem),
  email: email({ required: 'Email is required.', invalid: 'Invalid email format.' }),
  roomId: z.string(),
  moveInDate: isoDate({ required: 'Move-in date is required.', invalid: 'Enter a valid date.' }),
});

export type StudentEditValues = z.input<typeof studentEditSchema>;

export function valuesFromStudent(student: StudentEditPageQuery['student']): StudentEditValues {
  return {
    name: student.name,
    phone: phoneValue(student.phone),
    email: student.email,
    roomId: student.room?.id ?? '',
    moveInDate: student.moveInDate,
  };
}

/** The update: the personal details and move-in date, and the room only when it changed (a move). */
export function toUpdateInput(
  { roomId, ...details }: z.output<typeof studentEditSchema>,
  currentRoomId: string | null,
): UpdateStudentInput {
  return roomId && roomId !== currentRoomId ? { ...details, roomId } : details;
}
