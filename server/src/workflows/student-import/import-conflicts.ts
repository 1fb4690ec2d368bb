import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BedsService } from '../../housing/beds/beds.service';
import type { Room } from '../../housing/rooms/room.entity';
import { RoomsService } from '../../housing/rooms/rooms.service';
import type { ImportRow, Problem } from '../../students/import/student-import.rules';
import { StudentRecords } from '../../students/student-records.service';

const REGISTERED: Problem = { column: 'phone', message: 'Already registered to a resident' };
const SHARED_EMAIL = 'email: A current resident or an earlier row has this Email too; the row will be imported';

/** What the database says about rows to import: phones already taken, rooms missing or full. */
@Injectable()
export class ImportConflicts {
  constructor(
    private readonly rooms: RoomsService,
    private readonly beds: BedsService,
    private readonly records: StudentRecords,
  ) {}

  /**
   * The problems of each row: a phone a current resident of the hostel (or an earlier row) has, then,
   * for rows without one, a room number the hostel lacks or a room whose free beds earlier rows took.
   */
  async find(manager: EntityManager, hostelId: number, rows: ImportRow[]): Promise<Map<ImportRow, Problem[]>> {
    const problems = new Map<ImportRow, Problem[]>();
    const add = (row: ImportRow, problem: Problem) => problems.set(row, [...(problems.get(row) ?? []), problem]);

    const taken = await this.records.currentPhones(
      manager,
      hostelId,
      rows.map((r) => r.phone),
    );
    for (const row of rows) {
      if (taken.has(row.phone)) add(row, REGISTERED);
      taken.add(row.phone);
    }

    const rooms = await this.roomsByNumber(manager, hostelId, rows);
    const free = await this.beds.freeBedCounts(
      manager,
      [...rooms.values()].map((r) => r.id),
    );
    for (const row of rows) {
      if (row.roomNumber === null || problems.has(row)) continue;
      const room = rooms.get(row.roomNumber);
      if (!room) add(row, { column: 'room_no', message: `Room ${row.roomNumber} not found` });
      else if (!free.get(room.id)) add(row, { column: 'room_no', message: `Room ${row.roomNumber} has no free bed` });
      else free.set(room.id, free.get(room.id)! - 1);
    }
    return problems;
  }

  /**
   * What to warn about in each row that can be imported: an e-mail address a current resident of the
   * hostel or an earlier row has too (any case). A warning, not a problem: the row is imported.
   */
  async warnings(manager: EntityManager, hostelId: number, rows: ImportRow[]): Promise<Map<ImportRow, string[]>> {
    const taken = await this.records.currentEmails(
      manager,
      hostelId,
      rows.map((r) => r.email),
    );
    const warnings = new Map<ImportRow, string[]>();
    for (const row of rows) {
      const email = row.email.toLowerCase();
      if (taken.has(email)) warnings.set(row, [SHARED_EMAIL]);
      taken.add(email);
    }
    return warnings;
  }

  /** The hostel's rooms the rows name, by room number. */
  async roomsByNumber(manager: EntityManager, hostelId: number, rows: ImportRow[]): Promise<Map<number, Room>> {
    const numbers = [...new Set(rows.flatMap((r) => (r.roomNumber === null ? [] : [r.roomNumber])))];
    const rooms = await this.rooms.byNumbers(manager, hostelId, numbers);
    return new Map(rooms.map((room) => [room.roomNumber, room]));
  }
}
