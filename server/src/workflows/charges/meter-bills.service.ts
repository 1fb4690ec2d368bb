import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Caller } from '../../common/caller';
import { ConflictError, InputError } from '../../common/errors';
import { BedsService } from '../../housing/beds/beds.service';
import { RoomsService } from '../../housing/rooms/rooms.service';
import { splitEvenly } from '../../ledger/meter-split';
import { StudentRecords } from '../../students/student-records.service';
import type { MeterBillInput } from './dto/add-charges.input';
import { chargeMessages, COMMENT_MAX, Money } from '@hostel-admin/rules';

export interface MeterSplitPart {
  studentId: number;
  studentName: string;
  bedLabel: string;
  amountPaise: number;
}

export interface MeterSplit {
  roomId: number;
  roomNumber: number;
  billPaise: number;
  parts: MeterSplitPart[];
}

const units = (n: number) => n.toLocaleString('en-IN');

/**
 * A room's meter bill split equally among the residents in the room today (ledger/meter-split.ts places the odd
 * paise): what Add Charge shows before it is confirmed, and checks again, after the residents' locks, when it
 * charges.
 */
@Injectable()
export class MeterBills {
  constructor(
    private readonly rooms: RoomsService,
    private readonly beds: BedsService,
    private readonly records: StudentRecords,
  ) {}

  /** The split of `billPaise` among the room's residents now, in bed order (another hostel's room: NOT_FOUND). */
  async split(manager: EntityManager, caller: Caller, roomId: number, billPaise: number, field = 'roomId') {
    const room = await this.rooms.findIn(manager, caller, roomId, field);
    const occupants = await this.beds.occupantsOf(manager, room);
    // A resident in a bed is a current one: archiving frees the bed.
    const names = await this.records.namesByIds(
      manager,
      occupants.map((o) => o.studentId),
    );
    const parts = splitEvenly(billPaise, occupants).map(({ of, amountPaise }) => ({
      studentId: of.studentId,
      studentName: names.get(of.studentId) ?? '',
      bedLabel: of.bedLabel,
      amountPaise,
    }));
    return { roomId: room.id, roomNumber: room.roomNumber, billPaise, parts } satisfies MeterSplit;
  }

  /**
   * Checks the charges sent against the room's split now (read after the residents' locks): the same residents and
   * amounts, or a CONFLICT that says who is in the room now. Answers the split.
   */
  async check(
    manager: EntityManager,
    caller: Caller,
    meter: MeterBillInput,
    charges: { studentId: number; amountPaise: number }[],
  ): Promise<MeterSplit> {
    if (
      meter.previousReading !== null &&
      meter.previousReading !== undefined &&
      meter.currentReading !== null &&
      meter.currentReading !== undefined &&
      meter.currentReading < meter.previousReading
    )
      throw InputError.field('meter.currentReading', chargeMessages.readingsBackwards);
    const split = await this.split(manager, caller, meter.roomId, meter.billPaise, 'meter.roomId');
    if (!split.parts.length)
      throw new ConflictError(`Room ${split.roomNumber} has nobody in it today.`, 'meter.roomId');
    const sent = new Map(charges.map((c) => [c.studentId, c.amountPaise]));
    const same = sent.size === split.parts.length && split.parts.every((p) => sent.get(p.studentId) === p.amountPaise);
    if (!same)
      throw new ConflictError(
        `Room ${split.roomNumber}'s bill splits as ${split.parts.map((p) => `${p.studentName} ${Money.format(p.amountPaise)}`).join(', ')} now. Check the split again.`,
        'meter.roomId',
      );
    return split;
  }

  /** What the charges' comment says of the bill: "Room 101 meter bill Rs. 1,350.01 split 3 ways (…)", then the admin's comment. */
  comment(meter: MeterBillInput, split: MeterSplit, comment: string | null): string {
    const details: string[] = [];
    const { previousReading: from, currentReading: to, ratePaise } = meter;
    if (from !== null && from !== undefined && to !== null && to !== undefined)
      details.push(`meter ${units(from)} to ${units(to)}, ${units(to - from)} units`);
    if (ratePaise) details.push(`${Money.format(ratePaise)} a unit`);
    const ways = split.parts.length === 1 ? '1 resident' : `split ${split.parts.length} ways`;
    const head = `Room ${split.roomNumber} meter bill ${Money.format(split.billPaise)} ${ways}${details.length ? ` (${details.join('; ')})` : ''}`;
    const text = comment ? `${head}: ${comment}` : head;
    if (text.length > COMMENT_MAX)
      throw InputError.field(
        'comment',
        `Comment can be at most ${Math.max(0, COMMENT_MAX - head.length - 2)} characters with the meter details.`,
      );
    return text;
  }
}
