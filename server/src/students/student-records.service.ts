import { Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { advisoryLock } from '../common/advisory-lock';
import { lockResident } from '../common/resident-lock';
import { Caller, mayAccess } from '../common/caller';
import { ConflictError, NotFoundError } from '../common/errors';
import { MonthProjection } from '../ledger/months/month-projection.service';
import { RequestSearchText } from '../requests/request-search-text';
import { moveInCounts, moveResidentCount } from './resident-counts';
import { Student } from './student.entity';
import type { NewStudent } from './students.service';

/** The only writer of students, always inside the caller's transaction (a workflow's). */
@Injectable()
export class StudentRecords {
  constructor(
    private readonly projection: MonthProjection,
    private readonly requestSearch: RequestSearchText,
  ) {}

  /**
   * The caller's resident (archived ones too), locked until the transaction ends so that changes
   * to one resident run one after another. Another hostel's resident is not found.
   */
  async lock(manager: EntityManager, caller: Caller, id: number, field = 'id'): Promise<Student> {
    await lockResident(manager, id);
    const student = await manager.findOneBy(Student, { id });
    if (!student || !mayAccess(caller, student.hostelId)) throw new NotFoundError('Student', field);
    return student;
  }

  /** lock(), refusing an archived resident. */
  async lockCurrent(manager: EntityManager, caller: Caller, id: number, field = 'id'): Promise<Student> {
    const student = await this.lock(manager, caller, id, field);
    if (student.archivedAt) throw new ConflictError(`${student.name} has been archived`, field);
    return student;
  }

  /**
   * Serialises every write that gives a student this phone number (check-in, edit, import) until the
   * transaction ends, so the rules on phones see each other's results; take it before any room lock.
   */
  async lockPhone(manager: EntityManager, phone: string): Promise<void> {
    await advisoryLock(manager, `phone:${phone}`);
  }

  /** Residents' names by id (archived ones too), for messages that name them. */
  async namesByIds(manager: EntityManager, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const found = await manager.find(Student, { select: { id: true, name: true }, where: { id: In(ids) } });
    return new Map(found.map((s) => [s.id, s.name]));
  }

  /** Ids of the hostel's current (not archived) residents with this phone number, but for one. */
  async currentIdsWithPhone(
    manager: EntityManager,
    hostelId: number,
    phone: string,
    exceptStudentId = 0,
  ): Promise<number[]> {
    const found = await manager.find(Student, {
      select: { id: true },
      where: { hostelId, phone, archivedAt: IsNull() },
    });
    return found.map((s) => s.id).filter((id) => id !== exceptStudentId);
  }

  /** Names of the hostel's current residents with this e-mail address in any case, but for one, by name. */
  async currentNamesWithEmail(
    manager: EntityManager,
    hostelId: number,
    email: string,
    exceptStudentId = 0,
  ): Promise<string[]> {
    const found = await manager
      .createQueryBuilder(Student, 'student')
      .select('student.name', 'name')
      .where('student.hostelId = :hostelId AND student.archivedAt IS NULL AND student.id <> :exceptStudentId', {
        hostelId,
        exceptStudentId,
      })
      .andWhere('lower(student.email) = lower(:email)', { email })
      .orderBy('student.name', 'ASC')
      .getRawMany<{ name: string }>();
    return found.map((s) => s.name);
  }

  /** The phone numbers among these that a current student of the hostel has. */
  async currentPhones(manager: EntityManager, hostelId: number, phones: string[]): Promise<Set<string>> {
    const unique = [...new Set(phones)];
    if (!unique.length) return new Set();
    const found = await manager
      .createQueryBuilder(Student, 'student')
      .select('student.phone', 'phone')
      .where('student.hostelId = :hostelId AND student.archivedAt IS NULL AND student.phone IN (:...phones)', {
        hostelId,
        phones: unique,
      })
      .getRawMany<{ phone: string }>();
    return new Set(found.map((s) => s.phone));
  }

  /** The e-mail addresses among these (compared in lower case) that a current resident of the hostel has, in lower case. */
  async currentEmails(manager: EntityManager, hostelId: number, emails: string[]): Promise<Set<string>> {
    const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
    if (!unique.length) return new Set();
    const found = await manager
      .createQueryBuilder(Student, 'student')
      .select('lower(student.email)', 'email')
      .where('student.hostelId = :hostelId AND student.archivedAt IS NULL AND lower(student.email) IN (:...emails)', {
        hostelId,
        emails: unique,
      })
      .getRawMany<{ email: string }>();
    return new Set(found.map((s) => s.email));
  }

  async insert(manager: EntityManager, hostelId: number, values: NewStudent): Promise<Student> {
    const student = await manager.save(Student, manager.create(Student, { ...values, hostelId }));
    await moveResidentCount(manager, hostelId, 1);
    await moveInCounts(manager, hostelId, [{ moveInDate: student.moveInDate, by: 1 }]);
    return student;
  }

  /**
   * Writes the changed fields; a new name, e-mail or phone is copied onto the resident's months (their sorts and
   * search), and requests/ is told of a new name (their search text holds it), in the same transaction.
   */
  async update(manager: EntityManager, student: Student, values: Partial<NewStudent>): Promise<void> {
    if (!Object.keys(values).length) return;
    await manager.update(Student, { id: student.id }, values);
    if (values.name !== undefined && values.name !== student.name)
      await this.requestSearch.residentRenamed(manager, student.id);
    if (values.moveInDate !== undefined && values.moveInDate !== student.moveInDate)
      await moveInCounts(manager, student.hostelId, [
        { moveInDate: student.moveInDate, by: -1 },
        { moveInDate: values.moveInDate, by: 1 },
      ]);
    if (values.name !== undefined || values.email !== undefined || values.phone !== undefined)
      await this.projection.copyResidentKeys(manager, student.id);
  }

  /** Hides the resident from lists; the row and its history stay. `student` as read under its lock (`lock`). */
  async archive(manager: EntityManager, student: Student, at: Date): Promise<void> {
    await manager.update(Student, { id: student.id }, { archivedAt: at });
    if (!student.archivedAt) await moveResidentCount(manager, student.hostelId, -1);
  }
}
