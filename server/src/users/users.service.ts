import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Events } from '../events/events.service';
import { actsForEveryHostel, mayAccess, type Caller } from '../common/caller';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../common/errors';
import type { Role } from '../common/roles';
import { Transactions } from '../common/transactions';
import { DatabaseState } from '../common/database-state';
import { ReadCache } from '../common/read-cache';
import { findLockedUser } from './own-user';
import { User } from './user.entity';
import { TENANT_LOGIN_ON_RESIDENT_PAGE } from '@hostel-admin/rules';

/** Every role but `tenant`: a resident's own login is made only by `ResidentLogins.grant`, linked to the resident. */
export type StaffRole = Exclude<Role, 'tenant'>;

/** The role as Register User or Change role may give it: `tenant` is refused, naming `role`. */
export function staffRole(role: Role): StaffRole {
  if (role === 'tenant') throw InputError.field('role', TENANT_LOGIN_ON_RESIDENT_PAGE);
  return role;
}

export type NewUser = Pick<User, 'hostelId' | 'fullName' | 'phoneNumber' | 'email' | 'role' | 'aadharOrPan'>;

@Injectable()
export class UsersService {
  /** Users as `me` reads them, kept while nothing is written: every screen's header asks for its user. */
  private readonly kept: ReadCache<number, User | null>;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly transactions: Transactions,
    private readonly events: Events,
    state: DatabaseState,
  ) {
    this.kept = new ReadCache(state, (id) => this.findById(id), { size: 1000 });
  }

  async findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** The signed-in user, for reading only (the one kept is shared by every request that asks). */
  async signedIn(id: number): Promise<User> {
    const user = await this.kept.read(id);
    if (!user) throw new NotFoundError('User');
    return user;
  }

  async getById(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundError('User');
    return user;
  }

  /**
   * Users' names by id, for the lists that say who did something (who raised a request's status, signed a visitor
   * in, marked a meal, sent a notification). Ids that are not users are left out; no ids, no query.
   */
  async namesByIds(ids: Iterable<number>): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const users = await this.users.find({ select: { id: true, fullName: true }, where: { id: In(unique) } });
    return new Map(users.map((user) => [user.id, user.fullName]));
  }

  /** The user who may sign in with this phone: existing and not disabled. */
  async findActiveByPhone(phoneNumber: string): Promise<User | null> {
    return this.users.findOneBy({ phoneNumber, isActive: true });
  }

  /** How many active admins the hostel has (maker-checker counts them), in the caller's transaction when given. */
  async activeAdminCount(hostelId: number, manager?: EntityManager): Promise<number> {
    return (manager?.getRepository(User) ?? this.users).countBy({ hostelId, role: 'admin', isActive: true });
  }

  /** The ids of the hostel's active users in these roles (who an alert goes to). */
  async activeIdsWithRoles(manager: EntityManager, hostelId: number, roles: readonly Role[]): Promise<number[]> {
    const users = await manager.getRepository(User).find({
      select: { id: true },
      where: { hostelId, isActive: true, role: In([...roles]) },
      order: { id: 'ASC' },
    });
    return users.map((u) => u.id);
  }

  async phoneTaken(manager: EntityManager, phoneNumber: string): Promise<boolean> {
    return manager.getRepository(User).existsBy({ phoneNumber });
  }

  async isEmpty(manager: EntityManager): Promise<boolean> {
    return !(await manager.getRepository(User).exists());
  }

  /** Creates a user inside the caller's transaction; never a `tenant` (`staffRole`: `ResidentLogins.grant` makes those). */
  async create(manager: EntityManager, input: NewUser): Promise<User> {
    const repository = manager.getRepository(User);
    return repository.save(repository.create({ ...input, role: staffRole(input.role) }));
  }

  /** Enables or disables a user; disabling ends every session the user holds. */
  async setActive(caller: Caller, id: number, active: boolean): Promise<User> {
    return this.changeUser(caller, id, { isActive: active });
  }

  /**
   * Gives a user another role; tokens issued for the old role stop working. Never `tenant`, and never from it for a
   * resident's own login: that login is given and turned off on the resident's page.
   */
  async changeRole(caller: Caller, id: number, role: Role): Promise<User> {
    if (role === 'superadmin' && !actsForEveryHostel(caller))
      throw new ForbiddenError('Only a superadmin can make a superadmin');
    return this.changeUser(caller, id, { role: staffRole(role) });
  }

  private async changeUser(
    caller: Caller,
    id: number,
    change: Partial<Pick<User, 'isActive' | 'role'>>,
  ): Promise<User> {
    return this.transactions.run(async (manager) => {
      const repository = manager.getRepository(User);
      const user = await findLockedUser(manager, { id });
      if (!user || !mayAccess(caller, user.hostelId)) throw new NotFoundError('User', 'id');
      if (user.id === caller.actorId) throw new ForbiddenError('You cannot change your own role or access');
      if (user.role === 'superadmin' && !actsForEveryHostel(caller))
        throw new ForbiddenError('Only a superadmin can change a superadmin');
      if (change.role !== undefined && user.studentId !== null)
        throw new ConflictError(
          `${user.fullName}'s login is a resident's own: it stays a Tenant; turn it off on their page instead`,
          'role',
        );
      await repository.update({ id }, { ...change, tokenVersion: () => 'token_version + 1' });
      const subject = { type: 'user' as const, id: user.id, hostelId: user.hostelId, label: user.fullName };
      if (change.isActive !== undefined && change.isActive !== user.isActive) {
        const kind = change.isActive ? 'user.enabled' : 'user.disabled';
        await this.events.emit(manager, { kind, actor: caller, subject, data: { userId: user.id } });
      }
      if (change.role !== undefined && change.role !== user.role) {
        await this.events.emit(manager, {
          kind: 'user.role_changed',
          actor: caller,
          subject: { ...subject, detail: `${user.role} → ${change.role}` },
          data: { userId: user.id, from: user.role, to: change.role },
        });
      }
      return repository.findOneByOrFail({ id });
    });
  }
}
