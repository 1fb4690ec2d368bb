import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { Bed } from '../../beds/bed.entity';
import { Room } from '../../rooms/room.entity';
import { Student } from '../student.entity';
import type { ImportRow, Problem } from './student-import.rules';

const REGISTERED: Problem = { column: 'phone', message: 'Already registered to a resident' };

/** What the database says about rows to import: phones already taken, rooms missing or full. */
@Injectable()
export class ImportConflicts {
  /**
   * The problems of each row: a phone a current resident of the hostel (or an earlier row) has, then,
   * for rows without one, a room number the hostel lacks or a room whose free beds earlier rows took.
   */
  async find(manager: EntityManager, hostelId: number, rows: ImportRow[]): Promise<Map<ImportRow, Problem[]>> {
    const problems = new Map<ImportRow, Problem[]>();
    const add = (row: ImportRow, problem: Problem) => problems.set(row, [...(problems.get(row) ?? []), problem]);

    const taken = await this.registeredPhones(manager, hostelId, rows);
    for (const row of rows) {
      if (taken.has(row.phone)) add(row, REGISTERED);
      taken.add(row.phone);
    }

    const rooms = await this.roomsByNumber(manager, hostelId, rows);
    const free = await this.freeBeds(manager, [...rooms.values()]);
    for (const row of rows) {
      if (row.roomNumber === null || problems.has(row)) continue;
      const room = rooms.get(row.roomNumber);
      if (!room) add(row, { column: 'room_no', message: `Room ${row.roomNumber} not found` });
      else if (!free.get(room.id)) add(row, { column: 'room_no', message: `Room ${row.roomNumber} has no free bed` });
      else free.set(room.id, free.get(room.id)! - 1);
    }
    return problems;
  }

  /** The hostel's rooms the rows name, by room number. */
  async roomsByNumber(manager: EntityManager, hostelId: number, rows: ImportRow[]): Promise<Map<number, Room>> {
    const numbers = [...new Set(rows.flatMap((r) => (r.roomNumber === null ? [] : [r.roomNumber])))];
    const rooms = numbers.length ? await manager.findBy(Room, { hostelId, roomNumber: In(numbers) }) : [];
    return new Map(rooms.map((room) => [room.roomNumber, room]));
  }

  private async registeredPhones(manager: EntityManager, hostelId: number, rows: ImportRow[]): Promise<Set<string>> {
    const phones = [...new Set(rows.map((r) => r.phone))];
    if (!phones.length) return new Set();
    const found = await manager
      .createQueryBuilder(Student, 'student')
      .select('student.phone', 'phone')
      .where('student.hostelId = :hostelId AND student.archivedAt IS NULL AND student.phone IN (:...phones)', { hostelId, phones })
      .getRawMany<{ phone: string }>();
    return new Set(found.map((s) => s.phone));
  }

  private async freeBeds(manager: EntityManager, rooms: Room[]): Promise<Map<number, number>> {
    if (!rooms.length) return new Map();
    const counts = await manager
      .createQueryBuilder(Bed, 'bed')
      .select('bed.roomId', 'roomId')
      .addSelect('COUNT(*)', 'free')
      .where('bed.roomId IN (:...ids) AND bed.isOccupied = :occupied', { ids: rooms.map((r) => r.id), occupied: false })
      .groupBy('bed.roomId')
      .getRawMany<{ roomId: number | string; free: number | string }>();
    return new Map(counts.map((c) => [Number(c.roomId), Number(c.free)]));
  }
}
