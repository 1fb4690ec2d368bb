import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { EventKind, EventSubjectType } from './domain-events';

/** The log's action is the kind of the event it was written from. */
export type ActivityAction = EventKind;
export type ActivitySubjectType = EventSubjectType;

/** Who did what, to what, and when: one row per change, written by `Events.emit` from the change's event. */
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

  /**
   * The API key the change was made with (`actor_user_id` is then the admin who issued it): the log names the key
   * ("API key Sync"), never that admin. Null for a person's own change and for the job queue's work.
   */
  @Column({ name: 'api_key_id', type: 'integer', nullable: true })
  apiKeyId: number | null;

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
