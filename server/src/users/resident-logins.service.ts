import { Injectable } from '@nestjs/common';
import { EntityManager, Not } from 'typeorm';
import { ConflictError } from '../common/errors';
import { User } from './user.entity';

/** The resident a login is made for, as the students' owner reads it under the resident's lock. */
export interface ResidentForLogin {
  id: number;
  hostelId: number;
  name: string;
  phone: string;
  email: string | null;
}

/**
 * A resident's own login (`tenant`, `users.student_id`): made, renewed and turned off for one student, in the
 * caller's transaction (the resident-access workflow holds the resident's lock). One login per student
 * (`uq_users_student`); a phone that signs in as someone else is refused, naming `phone`.
 */
@Injectable()
export class ResidentLogins {
  /** The student's login, active or not, or null. */
  async ofStudent(manager: EntityManager, studentId: number): Promise<User | null> {
    return manager.getRepository(User).findOneBy({ studentId });
  }

  /** Logins of these students (for a page of residents), by student id. */
  async ofStudents(manager: EntityManager, studentIds: readonly number[]): Promise<Map<number, User>> {
    if (!studentIds.length) return new Map();
    const rows = await manager
      .getRepository(User)
      .createQueryBuilder('u')
      .where('u.student_id IN (:...ids)', { ids: [...studentIds] })
      .getMany();
    return new Map(rows.map((u) => [u.studentId!, u]));
  }

  /**
   * Makes the resident's login, or turns it on again with their name, phone and e-mail as they are now. Answers the
   * login and whether anything changed (a second identical grant changes nothing).
   */
  async grant(manager: EntityManager, resident: ResidentForLogin): Promise<{ user: User; changed: boolean }> {
    const repository = manager.getRepository(User);
    const existing = await repository.findOneBy({ studentId: resident.id });
    const other = await repository.findOneBy({
      phoneNumber: resident.phone,
      ...(existing ? { id: Not(existing.id) } : {}),
    });
    if (other)
      throw new ConflictError(
        `${resident.phone} already signs in to Hostel Admin as another user; change the resident's phone first`,
        'phone',
      );
    const wanted = {
      fullName: resident.name,
      phoneNumber: resident.phone,
      email: resident.email ?? '',
      isActive: true,
    };
    if (!existing) {
      const user = await repository.save(
        repository.create({
          ...wanted,
          hostelId: resident.hostelId,
          role: 'tenant',
          studentId: resident.id,
          aadharOrPan: null,
        }),
      );
      return { user, changed: true };
    }
    const same =
      existing.isActive &&
      existing.fullName === wanted.fullName &&
      existing.phoneNumber === wanted.phoneNumber &&
      existing.email === wanted.email;
    if (same) return { user: existing, changed: false };
    // A new phone or a login turned on again: tokens issued before stop working.
    await repository.update({ id: existing.id }, { ...wanted, tokenVersion: () => 'token_version + 1' });
    return { user: await repository.findOneByOrFail({ id: existing.id }), changed: true };
  }

  /** Turns the resident's login off (its sessions end); null when they have none, unchanged when already off. */
  async revoke(manager: EntityManager, studentId: number): Promise<{ user: User; changed: boolean } | null> {
    const repository = manager.getRepository(User);
    const existing = await repository.findOneBy({ studentId });
    if (!existing) return null;
    if (!existing.isActive) return { user: existing, changed: false };
    await repository.update({ id: existing.id }, { isActive: false, tokenVersion: () => 'token_version + 1' });
    return { user: await repository.findOneByOrFail({ id: existing.id }), changed: true };
  }
}
