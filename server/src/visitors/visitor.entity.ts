import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { VisitorIdType } from '@hostel-admin/rules';

/**
 * One visit: who came (name, phone), whom they came to see (a resident of the hostel), why, the ID they showed,
 * when they were signed in and out and by whom. A visitor is inside while `out_at` is empty; one phone is inside a
 * hostel at most once at a time (`uq_visitors_inside`, partial).
 */
@Entity('visitors')
@Index('idx_visitors_hostel_in', ['hostelId', 'inAt'])
@Index('idx_visitors_student_in', ['studentId', 'inAt'])
@Index('uq_visitors_inside', ['hostelId', 'phone'], { unique: true, where: 'out_at IS NULL' })
export class Visitor {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  /** The resident visited. */
  @Column({ name: 'student_id', type: 'integer' })
  studentId: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** E.164, under the one phone rule. */
  @Column({ type: 'varchar', length: 16 })
  phone: string;

  /** The relation to the resident ("Father") or the purpose of the visit ("Delivering books"). */
  @Column({ type: 'varchar', length: 120 })
  purpose: string;

  @Column({ name: 'id_type', type: 'varchar', length: 20, nullable: true })
  idType: VisitorIdType | null;

  @Column({ name: 'in_at', type: 'datetime' })
  inAt: Date;

  @Column({ name: 'out_at', type: 'datetime', nullable: true })
  outAt: Date | null;

  @Column({ name: 'signed_in_by', type: 'integer' })
  signedInBy: number;

  @Column({ name: 'signed_out_by', type: 'integer', nullable: true })
  signedOutBy: number | null;
}
