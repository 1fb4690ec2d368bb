import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One resident in one bed from a start date to an end date (null while current). The room number
 * and bed label are kept as they were, so history survives renumbered rooms and removed beds.
 */
@Entity('stays')
@Index('uq_stays_current_bed', ['bedId'], { unique: true, where: 'end_date IS NULL' })
@Index('uq_stays_current_student', ['studentId'], { unique: true, where: 'end_date IS NULL' })
export class Stay {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_stays_hostel')
  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'student_id', type: 'integer' })
  studentId: number;

  /** Null once the bed is removed. */
  @Column({ name: 'bed_id', type: 'integer', nullable: true })
  bedId: number | null;

  @Column({ name: 'room_number', type: 'integer' })
  roomNumber: number;

  @Column({ name: 'bed_label', type: 'varchar', length: 20 })
  bedLabel: string;

  /** Calendar dates, YYYY-MM-DD. */
  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'ended_at', type: 'datetime', nullable: true })
  endedAt: Date | null;
}
