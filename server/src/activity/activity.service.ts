import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../common/auth-user';
import { Clock } from '../common/clock';
import { Activity, ActivityAction, ActivitySubjectType } from './activity.entity';

export interface ActivitySubject {
  type: ActivitySubjectType;
  id: number;
  hostelId: number;
  /** How the subject is named now: "Priya Nair", "Room 101", "Bed 101-a". */
  label: string;
  detail?: string;
}

/** Writes the activity log. Every mutation records one row inside its own transaction; a job records with no actor. */
@Injectable()
export class ActivityService {
  constructor(private readonly clock: Clock) {}

  async record(
    manager: EntityManager,
    actor: AuthUser | null,
    action: ActivityAction,
    subject: ActivitySubject,
  ): Promise<void> {
    await manager.insert(Activity, {
      hostelId: subject.hostelId,
      actorUserId: actor?.userId ?? null,
      action,
      subjectType: subject.type,
      subjectId: subject.id,
      subjectLabel: subject.label.slice(0, 160),
      detail: subject.detail?.slice(0, 200) ?? null,
      createdAt: this.clock.now(),
    });
  }
}
