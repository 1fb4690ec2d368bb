import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Meal } from '@hostel-admin/rules';

/** A resident who ate a meal: checked in once per date and meal (`uq_meal_attendance`), by whoever marked them. */
@Entity('meal_attendance')
@Index('uq_meal_attendance', ['studentId', 'date', 'meal'], { unique: true })
@Index('idx_meal_attendance_day', ['hostelId', 'date', 'meal'])
export class MealAttendance {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  /** YYYY-MM-DD. */
  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'varchar', length: 10 })
  meal: Meal;

  @Column({ name: 'student_id', type: 'integer' })
  studentId: number;

  @Column({ name: 'checked_in_at', type: 'datetime' })
  checkedInAt: Date;

  @Column({ name: 'marked_by', type: 'integer' })
  markedBy: number;
}
