import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Events } from '../../events/events.service';
import type { Caller } from '../../common/caller';
import { ConflictError, InputError } from '../../common/errors';
import { Charges } from './charges.service';
import { LedgerBook } from '../ledger-book.service';
import { Money } from '@hostel-admin/rules';

/**
 * Write-offs: the only writer of `write_off` rows. An admin writes off what a leaver still owes, with a reason: a
 * row taking the amount off their balance (append-only, like every money row; nothing is edited or deleted).
 */
@Injectable()
export class WriteOffs {
  constructor(
    private readonly charges: Charges,
    private readonly book: LedgerBook,
    private readonly events: Events,
  ) {}

  /**
   * Writes `amountPaise` of the resident's balance off, dated `today`, inside the caller's transaction: after the
   * resident's lock, against the balance as it is then, so two write-offs at once cannot take off more than is owed.
   */
  async writeOff(
    manager: EntityManager,
    caller: Caller,
    resident: { id: number; hostelId: number; name: string },
    amountPaise: number,
    reason: string,
    today: string,
  ): Promise<void> {
    await this.book.lock(manager, resident.id);
    const owed = (await this.book.state(manager, resident.id)).allocation.balancePaise;
    if (owed <= 0) throw new ConflictError(`${resident.name} owes nothing now.`, 'studentId');
    if (amountPaise > owed)
      throw InputError.field('amountPaise', `Amount can be at most ${Money.format(owed)}, what ${resident.name} owes.`);
    const chargeId = await this.charges.appendOne(manager, {
      hostelId: resident.hostelId,
      studentId: resident.id,
      kind: 'adjustment',
      label: 'Written off',
      amountPaise: -amountPaise,
      reason: 'write_off',
      comment: reason,
      dueDate: today,
      createdBy: caller.actorId,
    });
    await this.book.project(manager, resident.id, resident.hostelId);
    await this.events.emit(manager, {
      kind: 'charge.added',
      actor: caller,
      subject: {
        type: 'student',
        id: resident.id,
        hostelId: resident.hostelId,
        label: resident.name,
        detail: `Written off ${Money.format(amountPaise)} of ${Money.format(owed)} owed: ${reason}`,
      },
      data: {
        studentId: resident.id,
        chargeId,
        reason: 'write_off',
        amountPaise: -amountPaise,
        dueDate: today,
      },
    });
  }
}
