import { Injectable } from '@nestjs/common';
import { EntityManager, Not } from 'typeorm';
import { ConflictError } from '../common/errors';
import { findLockedUser } from './own-user';
import { User } from './user.entity';
import { isUnlinkedLoginOf, lockPhone } from './user-phones';

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
 * (`uq_users_student`), and the only way a `tenant` user is made: Register User refuses the role. A phone that signs
 * in as someone else (a member of staff, another resident's login, another hostel's user) is refused, naming `phone`.
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
   * Makes the resident's login, or turns it on again with their name, phone and e-mail as they are now. A `tenant`
   * login of the resident's hostel that has their phone but belongs to no resident (registered on its own before
   * Register User refused the role) is theirs: it is linked to them instead. Answers the login and whether anything
   * changed (a second identical grant changes nothing). Under the phone's lock (`lockPhone`), after the resident's.
   */
  async grant(manager: EntityManager, resident: ResidentForLogin): Promise<{ user: User; changed: boolean }> {
    await lockPhone(manager, resident.phone);
    const repository = manager.getRepository(User);
    // Both rows locked: a role changed at the same time (`UsersService.changeRole`) is seen before the login is linked.
    const existing = await findLockedUser(manager, { studentId: resident.id });
    const holder = await findLockedUser(manager, {
      phoneNumber: resident.phone,
      ...(existing ? { id: Not(existing.id) } : {}),
    });
    const orphan = holder && !existing && isUnlinkedLoginOf(holder, resident) ? holder : null;
    if (holder && !orphan)
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
    const login = existing ?? orphan;
    if (!login) {
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
      login.studentId === resident.id &&
      login.isActive &&
      login.fullName === wanted.fullName &&
      login.phoneNumber === wanted.phoneNumber &&
      login.email === wanted.email;
    if (same) return { user: login, changed: false };
    // A new phone, a login turned on again or one linked now: tokens issued before stop working.
    await repository.update(
      { id: login.id },
      { ...wanted, studentId: resident.id, tokenVersion: () => 'token_version + 1' },
    );
    return { user: await repository.findOneByOrFail({ id: login.id }), changed: true };
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
