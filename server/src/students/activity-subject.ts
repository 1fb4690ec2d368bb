import type { ActivitySubject } from '../activity/activity.service';
import type { Student } from './student.entity';

export const studentSubject = (student: Student, detail?: string): ActivitySubject => ({
  type: 'student',
  id: student.id,
  hostelId: student.hostelId,
  label: student.name,
  detail,
});
