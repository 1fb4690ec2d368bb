import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const ACTIVITY_ACTIONS = [
  'room.created',
  'room.updated',
  'room.deleted',
  'bed.added',
  'bed.updated',
  'bed.removed',
  'student.checked_in',
  'student.imported',
  'student.updated',
  'student.archived',
  'student.assigned',
  'student.removed_from_bed',
  'student.moved',
  'user.enabled',
  'user.disabled',
  'user.role_changed',
  'payment.recorded',
  'payment.verified',
  'payment.voided',
  'payment.rejected',
  'rent.billed',
  'charge.added',
  'charge.voided',
  'rent.changed',
  'rent.change_requested',
  'rent.change_rejected',
  'checkout.notice',
  'checkout.prepared',
  'checkout.approved',
  'checkout.refunded',
  'subscription.plan_changed',
  'subscription.invoices_issued',
  'subscription.invoice_paid',
  'hostel.settings_changed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export type ActivitySubjectType = 'room' | 'bed' | 'student' | 'user' | 'hostel';

/** Who did what, to what, and when: one row per change, read by Recent Activity. */
@Entity('activities')
@Index('idx_activities_hostel_created', ['hostelId', 'createdAt'])
export class Activity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'hostel_id', type: 'integer' })
  hostelId: number;

  /** The signed-in user who made the change. */
  @Column({ name: 'actor_user_id', type: 'integer', nullable: true })
  actorUserId: number | null;

  @Column({ type: 'varchar', length: 40 })
  action: ActivityAction;

  @Column({ name: 'subject_type', type: 'varchar', length: 20 })
  subjectType: ActivitySubjectType;

  @Column({ name: 'subject_id', type: 'integer' })
  subjectId: number;

  /** The subject as it was named then ("Priya Nair", "Room 101", "Bed 101-a"). */
  @Column({ name: 'subject_label', type: 'varchar', length: 160 })
  subjectLabel: string;

  /** A short detail, like the bed a resident moved to. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  detail: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
