import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** What a resident agreed to at check-in: monthly rent, agreement length and notice period. */
@Entity('rent_terms')
export class RentTerms {
  @PrimaryColumn({ name: 'student_id', type: 'integer' })
  studentId: number;

  @Index('idx_rent_terms_hostel')
  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  @Column({ name: 'monthly_rent_paise', type: 'integer' })
  monthlyRentPaise: number;

  @Column({ name: 'rent_agreement_days', type: 'integer' })
  rentAgreementDays: number;

  @Column({ name: 'notice_period_days', type: 'integer' })
  noticePeriodDays: number;

  /** YYYY-MM-DD: rent is billed from this day; null bills from the move-in date. */
  @Column({ name: 'bill_from', type: 'varchar', length: 10, nullable: true })
  billFrom: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
