import { Injectable } from '@nestjs/common';
import type { RequestCaller } from '../common/caller';
import { Transactions } from '../common/transactions';
import { Events } from '../events/events.service';
import type { UpdateMyProfileInput } from './dto/profile.input';
import { lockUser, ownUser } from './own-user';
import { User } from './user.entity';

type ProfileFields = Pick<User, 'fullName' | 'email' | 'pincode' | 'city' | 'state' | 'district' | 'otherAddress'>;

/** The fields as the activity log names them. */
const FIELD_LABELS: Record<keyof ProfileFields, string> = {
  fullName: 'Name',
  email: 'Email',
  pincode: 'Pincode',
  city: 'City',
  state: 'State',
  district: 'District',
  otherAddress: 'Other address',
};

/** A user's own profile (Profile → User Details): the users owner's write of it. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly transactions: Transactions,
    private readonly events: Events,
  ) {}

  /**
   * Saves the caller's own details: under the row's lock, only what changed is written and logged (one entry naming
   * the fields), so the same form sent twice at once saves once and answers the same.
   */
  async update(caller: RequestCaller, input: UpdateMyProfileInput): Promise<User> {
    const { actorId } = ownUser(caller);
    return this.transactions.run(async (manager) => {
      const user = await lockUser(manager, actorId);
      const next: ProfileFields = {
        fullName: input.fullName,
        email: input.email,
        pincode: input.pincode,
        city: input.city,
        state: input.state,
        district: input.district,
        otherAddress: input.otherAddress ?? null,
      };
      const fields = (Object.keys(next) as (keyof ProfileFields)[]).filter((field) => user[field] !== next[field]);
      if (fields.length === 0) return user;
      await manager.update(User, { id: user.id }, next);
      await this.events.emit(manager, {
        kind: 'user.profile_updated',
        actor: caller,
        subject: {
          type: 'user',
          id: user.id,
          hostelId: user.hostelId,
          label: next.fullName,
          detail: `Changed ${fields.map((field) => FIELD_LABELS[field]).join(', ')}`,
        },
        data: { userId: user.id, fields },
      });
      return manager.findOneByOrFail(User, { id: user.id });
    });
  }
}
