import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../../common/errors';
import { StudentRecords } from '../../students/student-records.service';
import type { FieldWarning } from './stay-change.payload';

export const PHONE_TAKEN = 'Phone is already used by a current resident of this hostel (residents sign in with it)';
export const phoneTaken = () => new ConflictError(PHONE_TAKEN, 'phone');

/**
 * A resident's phone and e-mail among the hostel's current (not archived) residents: one resident per
 * phone, as they sign in with it; a repeated e-mail is allowed but warned about. Check-in and editing a
 * student share it; the CSV import applies the phone rule to many rows at once (ImportConflicts).
 */
@Injectable()
export class ResidentContacts {
  constructor(private readonly records: StudentRecords) {}

  /**
   * Serialises check-ins, edits and imports that give a student this phone number, so that each sees
   * the others' results; take it before any room lock.
   */
  lock(manager: EntityManager, phone: string): Promise<void> {
    return this.records.lockPhone(manager, phone);
  }

  /** CONFLICT naming `phone` when another current resident of the hostel has this phone number. */
  async refuseTakenPhone(manager: EntityManager, hostelId: number, phone: string, exceptStudentId = 0): Promise<void> {
    if ((await this.records.currentIdsWithPhone(manager, hostelId, phone, exceptStudentId)).length) throw phoneTaken();
  }

  /** A warning naming the other current residents with this e-mail address (any case), or none. */
  async emailWarnings(
    manager: EntityManager,
    hostelId: number,
    email: string,
    exceptStudentId = 0,
  ): Promise<FieldWarning[]> {
    const names = await this.records.currentNamesWithEmail(manager, hostelId, email, exceptStudentId);
    if (!names.length) return [];
    const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
    const who = names.length === 1 ? 'Another current resident has' : `${names.length} other current residents have`;
    return [{ field: 'email', message: `${who} this Email too (${shown}). The details were saved.` }];
  }
}
