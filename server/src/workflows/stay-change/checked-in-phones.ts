import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../../common/errors';
import { OccupancyService } from '../../housing/occupancy/occupancy.service';
import { StudentRecords } from '../../students/student-records.service';

export const phoneTaken = () => new ConflictError('A resident with this phone number is already checked in', 'phone');

/** One checked-in student per phone number and hostel: the rule check-in and editing a student share. */
@Injectable()
export class CheckedInPhones {
  constructor(
    private readonly records: StudentRecords,
    private readonly occupancy: OccupancyService,
  ) {}

  /** Serialises check-ins, edits and imports that give a student this phone number; taken before any room lock. */
  lock(manager: EntityManager, phone: string): Promise<void> {
    return this.records.lockPhone(manager, phone);
  }

  /** CONFLICT when another student of the hostel with this phone number holds a bed. */
  async refuseTaken(manager: EntityManager, hostelId: number, phone: string, exceptStudentId = 0): Promise<void> {
    const ids = await this.records.idsWithPhone(manager, hostelId, phone, exceptStudentId);
    if (await this.occupancy.holdsBed(manager, hostelId, ids)) throw phoneTaken();
  }
}
