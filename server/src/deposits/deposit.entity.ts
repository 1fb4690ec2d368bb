import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DepositMethod } from '@hostel-admin/rules';

/** The security deposit a resident paid at check-in (one per resident). */
@Entity('deposits')
export class Deposit {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_deposits_hostel')
  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Index('uq_deposits_student', { unique: true })
  @Column({ name: 'student_id', type: 'integer' })
  studentId: number;

  @Column({ name: 'amount_paise', type: 'integer' })
  amountPaise: number;

  /** Calendar date, YYYY-MM-DD. */
  @Column({ name: 'paid_on', type: 'date' })
  paidOn: string;

  @Column({ type: 'varchar', length: 16 })
  method: DepositMethod;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
