import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A resident. Deleting one archives it: the row and its history stay. The list's search and sort
 * structures (the generated search_text column, its indexes and full-text table) are the database's
 * own: see migration 1732200000000.
 */
@Entity('students')
export class Student {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_students_hostel')
  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** E.164 ("+919876543210"), under the one phone rule (@hostel-admin/rules). */
  @Column({ type: 'varchar', length: 16 })
  phone: string;

  /** Calendar date, YYYY-MM-DD. */
  @Column({ name: 'move_in_date', type: 'date' })
  moveInDate: string;

  @Column({ name: 'archived_at', type: 'datetime', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
