import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Role } from '../common/roles';
import type { Hostel } from '../hostels/hostel.entity';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_users_hostel')
  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @ManyToOne('Hostel', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'hostel_id' })
  hostel?: Hostel;

  @Column({ name: 'full_name', type: 'varchar', length: 120 })
  fullName: string;

  /** E.164: a plus sign and up to 15 digits. */
  @Index('uq_users_phone', { unique: true })
  @Column({ name: 'phone_number', type: 'varchar', length: 16 })
  phoneNumber: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 12 })
  role: Role;

  /** Stored for KYC; only ever shown masked. */
  @Column({ name: 'aadhar_or_pan', type: 'varchar', length: 20, nullable: true })
  aadharOrPan: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  position: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  pincode: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  district: string | null;

  @Column({ name: 'other_address', type: 'varchar', length: 300, nullable: true })
  otherAddress: string | null;

  /** A resident's own login (`tenant`): the student record it belongs to; null for staff. One login per student. */
  @Index('uq_users_student', { unique: true })
  @Column({ name: 'student_id', type: 'integer', nullable: true })
  studentId: number | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /**
   * The password's scrypt hash with its salt and parameters (`auth/password-hash.ts`), or null: signs in by code
   * only. Never read unless asked for (`select: false`): only the password's own checks read it.
   */
  @Column({ name: 'password_hash', type: 'varchar', length: 200, nullable: true, select: false })
  passwordHash?: string | null;

  /** When the password was last set; null while the user has none. */
  @Column({ name: 'password_changed_at', type: 'datetime', nullable: true })
  passwordChangedAt: Date | null;

  /** Raised when the user is disabled, changes role or changes password: older tokens stop working. */
  @Column({ name: 'token_version', type: 'integer', default: 1 })
  tokenVersion: number;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
