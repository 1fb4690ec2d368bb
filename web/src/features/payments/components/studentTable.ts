import type { ResidentPickerBase } from '@/domain/housing/ResidentPicker/ResidentPicker';

/** The student table of Extra Billing and Update Rent (a ResidentPicker with a selection), in the spec's words. */
export const STUDENT_TABLE = {
  label: 'Students',
  searchLabel: 'Search students',
  placeholder: 'Search by name, email, phone or room',
  emptyText: 'No students yet',
  noMatchText: 'No students match your search',
  what: 'the students',
} as const satisfies ResidentPickerBase;
