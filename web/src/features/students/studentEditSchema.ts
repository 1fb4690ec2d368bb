import type { StudentEditPageQuery, UpdateStudentInput } from '../../gql/graphql';
import { dateProblem, EMAIL_PATTERN } from '../../lib/formRules';

export type StudentEditValues = {
  name: string;
  phone: string;
  email: string;
  roomId: string;
  moveInDate: string;
};

export type StudentEditField = keyof StudentEditValues;
export type StudentEditErrors = Partial<Record<StudentEditField, string>>;

/** Labels in the order the form shows them (also the order of focus on an error). */
export const studentEditLabels: Record<StudentEditField, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  roomId: 'Room No.',
  moveInDate: 'Move-in Date',
};


/** The check-in form's words for the same fields (the spec gives the edit form none). */
export function validateStudentEdit(values: StudentEditValues): StudentEditErrors {
  const errors: StudentEditErrors = {};
  const email = values.email.trim();
  if (!values.name.trim()) errors.name = 'Name is required.';
  if (!email) errors.email = 'Email is required.';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Invalid email format.';
  if (!values.phone) errors.phone = 'Phone number is required';
  else if (!/^\d{10}$/.test(values.phone)) errors.phone = 'Must be of 10 digits.';
  const moveIn = dateProblem(values.moveInDate, 'Move-in date');
  if (moveIn) errors.moveInDate = moveIn;
  return errors;
}

export function valuesFromStudent(student: StudentEditPageQuery['student']): StudentEditValues {
  return {
    name: student.name,
    phone: student.phone,
    email: student.email,
    roomId: student.room?.id ?? '',
    moveInDate: student.moveInDate,
  };
}

/** The update: the personal details and move-in date, and the room only when it changed (a move). */
export function toUpdateInput(values: StudentEditValues, currentRoomId: string | null): UpdateStudentInput {
  const input: UpdateStudentInput = {
    name: values.name.trim(),
    phone: values.phone,
    email: values.email.trim(),
    moveInDate: values.moveInDate,
  };
  if (values.roomId && values.roomId !== currentRoomId) input.roomId = values.roomId;
  return input;
}

/** A server field name onto the form's field, if the form has it. */
export function formFieldFromServer(field: string): StudentEditField | null {
  return field in studentEditLabels ? (field as StudentEditField) : null;
}
