import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Events } from '../../events/events.service';
import { Caller, mayAccess } from '../../common/caller';
import { ConflictError, NotFoundError } from '../../common/errors';
import { Charge } from './charge.entity';
import { Charges } from './charges.service';
import { LedgerBook } from '../ledger-book.service';
import { EXTRA_CHARGE_LABELS, ExtraChargeReason, Money, readableDate } from '@hostel-admin/rules';

export interface ChargedResident {
  id: number;
  hostelId: number;
  name: string;
}

/**
 * Extra charges (electric, water, maintenance, other): the only writer of charges of kind `extra` and of their
 * voids (`reason = 'void'`: a row of the negative amount pointing at the charge; nothing is edited or deleted).
 */
@Injectable()
export class ExtraCharges {
  constructor(
    private readonly charges: Charges,
    private readonly book: LedgerBook,
    private readonly events: Events,
  ) {}

  /**
   * Adds one extra charge per resident, each of its own amount, due on `dueDate`, inside the caller's
   * transaction; each resident is locked before their charge is written, their months are rebuilt and the
   * activity log names them. Answers the new charges' ids, in the order given.
   */
  async add(
    manager: EntityManager,
    caller: Caller,
    lines: { resident: ChargedResident; amountPaise: number }[],
    charge: { reason: ExtraChargeReason; comment: string | null; dueDate: string },
  ): Promise<number[]> {
    const label = EXTRA_CHARGE_LABELS[charge.reason];
    const ids: number[] = [];
    for (const { resident, amountPaise } of lines) {
      await this.book.lock(manager, resident.id);
      const chargeId = await this.charges.appendOne(manager, {
        hostelId: resident.hostelId,
        studentId: resident.id,
        kind: 'extra',
        label,
        amountPaise,
        reason: charge.reason,
        comment: charge.comment,
        dueDate: charge.dueDate,
        createdBy: caller.actorId,
      });
      ids.push(chargeId);
      await this.book.project(manager, resident.id, resident.hostelId);
      await this.events.emit(manager, {
        kind: 'charge.added',
        actor: caller,
        subject: {
          type: 'student',
          id: resident.id,
          hostelId: resident.hostelId,
          label: resident.name,
          detail: `${label} ${Money.format(amountPaise)}${charge.comment ? `: ${charge.comment}` : ''}`,
        },
        data: { studentId: resident.id, chargeId, reason: charge.reason, amountPaise, dueDate: charge.dueDate },
      });
    }
    return ids;
  }

  /**
   * The caller's hostel's extra charges with these ids (not their voids), in id order. A charge row never
   * changes, so it may be read before its resident's lock to learn whose lock to take; whether it was voided is
   * read in `void`, after the lock. Another hostel's charge, or any other kind, is not found.
   */
  async chargesToVoid(manager: EntityManager, caller: Caller, ids: number[]): Promise<Charge[]> {
    const found = await manager.find(Charge, { where: { id: In(ids) }, order: { id: 'ASC' } });
    const byId = new Map(found.map((charge) => [charge.id, charge]));
    for (const id of ids) {
      const charge = byId.get(id);
      if (!charge || charge.kind !== 'extra' || charge.reversesChargeId !== null || !mayAccess(caller, charge.hostelId))
        throw new NotFoundError('Extra charge', 'chargeIds');
    }
    return ids.map((id) => byId.get(id)!);
  }

  /**
   * Voids the charges, inside the caller's transaction, after their residents' locks (taken here too; free when the
   * caller holds them): one row each taking the amount back, dated `today`, with the admin's reason. A charge voided
   * already is a CONFLICT that says when; nothing is written then.
   */
  async void(
    manager: EntityManager,
    caller: Caller,
    charges: Charge[],
    names: Map<number, string>,
    reason: string,
    today: string,
  ): Promise<void> {
    const residents = [...new Set(charges.map((c) => c.studentId))].sort((a, b) => a - b);
    for (const id of residents) await this.book.lock(manager, id);
    const voids = await manager.find(Charge, {
      where: { reversesChargeId: In(charges.map((c) => c.id)), reason: 'void' },
      order: { id: 'ASC' },
    });
    if (voids.length) {
      const charge = charges.find((c) => c.id === voids[0].reversesChargeId)!;
      throw new ConflictError(
        `${charge.label} ${Money.format(charge.amountPaise)} for ${names.get(charge.studentId)} was already voided on ${readableDate(voids[0].dueDate)}.`,
        'chargeIds',
      );
    }
    for (const charge of charges) {
      const voidChargeId = await this.charges.appendOne(manager, {
        hostelId: charge.hostelId,
        studentId: charge.studentId,
        kind: 'adjustment',
        label: `Void: ${charge.label}`,
        amountPaise: -charge.amountPaise,
        reason: 'void',
        comment: reason,
        dueDate: today,
        reversesChargeId: charge.id,
        createdBy: caller.actorId,
      });
      await this.events.emit(manager, {
        kind: 'charge.voided',
        actor: caller,
        subject: {
          type: 'student',
          id: charge.studentId,
          hostelId: charge.hostelId,
          label: names.get(charge.studentId) ?? '',
          detail: `Voided ${charge.label} ${Money.format(charge.amountPaise)} of ${readableDate(charge.dueDate)}: ${reason}`,
        },
        data: {
          studentId: charge.studentId,
          chargeId: charge.id,
          voidChargeId,
          amountPaise: charge.amountPaise,
          reason,
        },
      });
    }
    for (const id of residents) await this.book.project(manager, id, charges.find((c) => c.studentId === id)!.hostelId);
  }
}
