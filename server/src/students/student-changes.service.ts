import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { advisoryLock } from '../common/advisory-lock';
import { AuthUser, canAccessHostel } from '../common/auth-user';
import { ConflictError, NotFoundError } from '../common/errors';
import { Student } from './student.entity';
import type { NewStudent } from './students.service';

/** Writes to residents, always inside the caller's transaction. */
@Injectable()
export class StudentChanges {
  /**
   * The caller's resident (archived ones too), locked until the transaction ends so that changes
   * to one resident run one after another. Another hostel's resident is not found.
   */
  async lock(manager: EntityManager, user: AuthUser, id: number, field = 'id'): Promise<Student> {
    await advisoryLock(manager, `student:${id}`);
    const student = await manager.findOneBy(Student, { id });
    if (!student || !canAccessHostel(user, student.hostelId)) throw new NotFoundError('Student', field);
    return student;
  }

  /** lock(), refusing an archived resident. */
  async lockCurrent(manager: EntityManager, user: AuthUser, id: number, field = 'id'): Promise<Student> {
    const student = await this.lock(manager, user, id, field);
    if (student.archivedAt) throw new ConflictError(`${student.name} has been archived`, field);
    return student;
  }

  async insert(manager: EntityManager, hostelId: number, values: NewStudent): Promise<Student> {
    return manager.save(Student, manager.create(Student, { ...values, hostelId }));
  }

  async update(manager: EntityManager, student: Student, values: Partial<NewStudent>): Promise<void> {
    if (Object.keys(values).length) await manager.update(Student, { id: student.id }, values);
  }

  /** Hides the resident from lists; the row and its history stay. */
  async archive(manager: EntityManager, student: Student, at: Date): Promise<void> {
    await manager.update(Student, { id: student.id }, { archivedAt: at });
  }
}
