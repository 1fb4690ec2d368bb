import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import type { AuthUser } from '../common/auth-user';
import { Charge } from './charge.entity';
import { LedgerBook } from './ledger-book.service';
import { EXTRA_CHARGE_LABELS, ExtraChargeReason } from './ledger-rules';
import { formatRs } from './money-text';

/** Extra charges (electric, water, maintenance, other): the only writer of charges of kind `extra`. */
@Injectable()
export class ExtraCharges {
  constructor(
    private readonly book: LedgerBook,
    private readonly activity: ActivityService,
  ) {}

  /**
   * Adds one extra charge per resident, due on `dueDate`, inside the caller's transaction; each resident is locked
   * before their charge is written, their months are rebuilt and the activity log names them.
   */
  async add(
    manager: EntityManager,
    user: AuthUser,
    residents: { id: number; hostelId: number; name: string }[],
    charge: { amountPaise: number; reason: ExtraChargeReason; comment: string | null; dueDate: string },
  ): Promise<void> {
    const label = EXTRA_CHARGE_LABELS[charge.reason];
    for (const resident of residents) {
      await this.book.lock(manager, resident.id);
      await manager.insert(Charge, {
        hostelId: resident.hostelId,
        studentId: resident.id,
        kind: 'extra',
        label,
        amountPaise: charge.amountPaise,
        reason: charge.reason,
        comment: charge.comment,
        dueDate: charge.dueDate,
        createdBy: user.userId,
      });
      await this.book.project(manager, resident.id, resident.hostelId);
      await this.activity.record(manager, user, 'charge.added', {
        type: 'student',
        id: resident.id,
        hostelId: resident.hostelId,
        label: resident.name,
        detail: `${label} ${formatRs(charge.amountPaise)}${charge.comment ? `: ${charge.comment}` : ''}`,
      });
    }
  }
}
