import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { DataSource } from 'typeorm';
import type { RequestCaller } from '../../common/caller';
import { Transactions } from '../../common/transactions';
import { Events } from '../../events/events.service';
import { studentSubject } from '../../students/activity-subject';
import { StudentRecords } from '../../students/student-records.service';
import { ResidentLogins } from '../../users/resident-logins.service';
import type { User } from '../../users/user.entity';
import type { ResidentAccessModel } from './models/resident.model';

const accessOf = (studentId: number, user: Pick<User, 'isActive' | 'phoneNumber'>): ResidentAccessModel => ({
  studentId,
  active: user.isActive,
  phoneNumber: user.phoneNumber,
});

/**
 * A resident's own login, given and turned off by a warden or an admin from the resident's page. Under the
 * resident's lock, so the same press twice (or two people at once) makes one login and one activity entry.
 */
@Injectable()
export class ResidentAccessService {
  constructor(
    private readonly transactions: Transactions,
    private readonly records: StudentRecords,
    private readonly logins: ResidentLogins,
    private readonly events: Events,
    private readonly dataSource: DataSource,
  ) {}

  /** Gives a current resident their login (with their phone as it is now), or turns it on again. */
  async grant(caller: RequestCaller, studentId: number): Promise<ResidentAccessModel> {
    return this.transactions.run(async (manager) => {
      const student = await this.records.lockCurrent(manager, caller, studentId, 'studentId');
      const { user, changed } = await this.logins.grant(manager, student);
      if (changed)
        await this.events.emit(manager, {
          kind: 'resident.access_granted',
          actor: caller,
          subject: studentSubject(student),
          data: { studentId: student.id, userId: user.id, phoneNumber: user.phoneNumber },
        });
      return accessOf(student.id, user);
    });
  }

  /** Turns the resident's login off: their sessions end at once. NOT_FOUND when they never had one. */
  async revoke(caller: RequestCaller, studentId: number): Promise<ResidentAccessModel> {
    return this.transactions.run(async (manager) => {
      const student = await this.records.lock(manager, caller, studentId, 'studentId');
      const revoked = await this.logins.revoke(manager, student.id);
      if (!revoked) return { studentId: student.id, active: false, phoneNumber: student.phone };
      if (revoked.changed)
        await this.events.emit(manager, {
          kind: 'resident.access_revoked',
          actor: caller,
          subject: studentSubject(student),
          data: { studentId: student.id, userId: revoked.user.id },
        });
      return accessOf(student.id, revoked.user);
    });
  }

  /**
   * A resident's login, or null when they were never given one; batched per request (a page of residents, an
   * import's answer), one query for all.
   */
  of(request: object, studentId: number): Promise<ResidentAccessModel | null> {
    let loader = this.loaders.get(request);
    if (!loader) {
      loader = new DataLoader(async (ids: readonly number[]) => {
        const logins = await this.logins.ofStudents(this.dataSource.manager, ids);
        return ids.map((id) => {
          const user = logins.get(id);
          return user ? accessOf(id, user) : null;
        });
      });
      this.loaders.set(request, loader);
    }
    return loader.load(studentId);
  }

  private readonly loaders = new WeakMap<object, DataLoader<number, ResidentAccessModel | null>>();
}
