import type { RequestCaller } from '../../common/caller';
import type { UpdateMyProfileInput } from '../../users/dto/profile.input';
import type { ProfileService } from '../../users/profile.service';

/** Profile → User Details of the demo admin and warden, as each would fill it in (their own change, logged). */
const PROFILES: Record<'admin' | 'warden', UpdateMyProfileInput> = {
  admin: {
    fullName: 'Rahul Sharma',
    email: 'rahul.sharma@example.com',
    pincode: '560034',
    city: 'Bengaluru',
    state: 'Karnataka',
    district: 'Bengaluru Urban',
    otherAddress: 'Flat 302, Lakshmi Nilaya, 8th Main Road, Koramangala 4th Block',
  },
  warden: {
    fullName: 'Meena Iyer',
    email: 'meena.iyer@example.com',
    pincode: '560095',
    city: 'Bengaluru',
    state: 'Karnataka',
    district: 'Bengaluru Urban',
    otherAddress: null,
  },
};

export async function seedDemoProfiles(
  profile: ProfileService,
  people: { admin: RequestCaller; warden: RequestCaller },
): Promise<void> {
  await profile.update(people.admin, PROFILES.admin);
  await profile.update(people.warden, PROFILES.warden);
}
