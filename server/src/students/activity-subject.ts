import type { EventSubject } from '../events/domain-events';
import type { Student } from './student.entity';

export const studentSubject = (student: Student, detail?: string): EventSubject => ({
  type: 'student',
  id: student.id,
  hostelId: student.hostelId,
  label: student.name,
  detail,
});
