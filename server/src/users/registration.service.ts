import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { advisoryLock } from '../common/advisory-lock';
import { actsForEveryHostel, callerCan, type Caller } from '../common/caller';
import { ConflictError, ForbiddenError, InputError, UnauthenticatedError } from '../common/errors';
import { Transactions, isUniqueViolation } from '../common/transactions';
import type { Hostel } from '../hostels/hostel.entity';
import { HostelsService } from '../hostels/hostels.service';
import { RegisterUserDto } from './dto/register-user.dto';
import { PublicUser, toPublicUser } from './public-user';
import { lockPhone } from './user-phones';
import { staffRole, UsersService } from './users.service';

const PHONE_TAKEN = 'This phone number is already registered';

/**
 * Registration: on an empty database the first registration sets the system up (a superadmin and
 * their hostel, no token needed); afterwards only admins (own hostel) and superadmins register users. Never a
 * `tenant`: a resident's own login is given on their page (`ResidentLogins.grant`), linked to them; the role is
 * refused naming `role` and saying so.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly transactions: Transactions,
    private readonly users: UsersService,
    private readonly hostels: HostelsService,
  ) {}

  async register(input: RegisterUserDto, caller: Caller | undefined): Promise<{ user: PublicUser }> {
    try {
      return await this.transactions.run(async (manager) => {
        await advisoryLock(manager, 'users.register');
        const firstRun = await this.users.isEmpty(manager);
        if (!firstRun) this.checkCaller(input, caller);
        const role = firstRun ? 'superadmin' : staffRole(input.role);
        await lockPhone(manager, input.phone_number);
        if (await this.users.phoneTaken(manager, input.phone_number))
          throw new ConflictError(PHONE_TAKEN, 'phone_number');
        const hostel = await this.hostelFor(manager, input, firstRun ? undefined : caller);
        const user = await this.users.create(manager, {
          hostelId: hostel.id,
          fullName: input.full_name,
          phoneNumber: input.phone_number,
          email: input.email,
          role,
          aadharOrPan: input.aadhar_or_pan ?? null,
        });
        return { user: toPublicUser(user, hostel) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(PHONE_TAKEN, 'phone_number');
      throw error;
    }
  }

  private checkCaller(input: RegisterUserDto, caller: Caller | undefined): asserts caller is Caller {
    if (!caller) throw new UnauthenticatedError();
    if (!callerCan(caller, 'users.register')) throw new ForbiddenError('Only an admin can register users');
    if (input.role === 'superadmin' && !actsForEveryHostel(caller))
      throw new ForbiddenError('Only a superadmin can register a superadmin');
  }

  /** First run and a superadmin naming a hostel create one; everyone else registers into their own hostel. */
  private async hostelFor(manager: EntityManager, input: RegisterUserDto, caller: Caller | undefined): Promise<Hostel> {
    const createsHostel = !caller || (actsForEveryHostel(caller) && input.hostel_name !== undefined);
    if (!createsHostel) {
      return this.hostels.getById(caller.hostelId, manager);
    }
    if (!input.hostel_name) throw InputError.field('hostel_name', 'hostel_name is required to set up the first hostel');
    return this.hostels.create(manager, {
      name: input.hostel_name,
      address: input.hostel_address ?? null,
      hostelType: input.hostel_type ?? null,
      institutionName: input.institution_name ?? null,
      totalFloors: input.total_floors ?? null,
      totalRooms: input.total_rooms ?? null,
      totalHostels: input.total_hostels ?? null,
      billingAddress: input.billing_address ?? null,
      subscriptionPlan: input.subscription_plan ?? 'starter_plan',
    });
  }
}
