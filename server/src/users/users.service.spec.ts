import { userCaller, type RequestCaller } from '../common/caller';
import { ForbiddenError, NotFoundError } from '../common/errors';
import { freshAppForEachTest } from '../../test/support/fresh-app';
import { TestApp } from '../../test/support/test-app';
import { seedTwoHostels, TwoHostels } from '../../test/support/users';
import { UsersService } from './users.service';

describe('UsersService', () => {
  let t: TestApp;
  let seed: TwoHostels;
  let users: UsersService;

  const fresh = freshAppForEachTest('sqlite');

  beforeEach(async () => {
    t = await fresh();
    seed = await seedTwoHostels(t);
    users = t.app.get(UsersService);
  });

  const byPhone = async (phone: string) => (await users.findActiveByPhone(phone))!;
  const actor = async (phone: string): Promise<RequestCaller> => {
    const user = await byPhone(phone);
    return userCaller({ userId: user.id, hostelId: user.hostelId, role: user.role, sessionId: 'test' });
  };

  it('raises the token version when a user is disabled or enabled', async () => {
    const admin = await actor(seed.phones.adminA);
    const warden = await byPhone(seed.phones.wardenA);
    const disabled = await users.setActive(admin, warden.id, false);
    expect(disabled).toMatchObject({ isActive: false, tokenVersion: warden.tokenVersion + 1 });
    expect(await users.findActiveByPhone(seed.phones.wardenA)).toBeNull();
    expect(await users.setActive(admin, warden.id, true)).toMatchObject({
      isActive: true,
      tokenVersion: warden.tokenVersion + 2,
    });
  });

  it('raises the token version when the role changes', async () => {
    const staff = await byPhone(seed.phones.staffA);
    const changed = await users.changeRole(await actor(seed.phones.adminA), staff.id, 'warden');
    expect(changed).toMatchObject({ role: 'warden', tokenVersion: staff.tokenVersion + 1 });
  });

  it("hides another hostel's users from an admin", async () => {
    const adminB = await byPhone(seed.phones.adminB);
    await expect(users.setActive(await actor(seed.phones.adminA), adminB.id, false)).rejects.toThrow(NotFoundError);
    await expect(users.setActive(await actor(seed.phones.superadmin), adminB.id, false)).resolves.toMatchObject({
      isActive: false,
    });
  });

  it('keeps superadmins in the hands of superadmins, and nobody changes themselves', async () => {
    const admin = await actor(seed.phones.adminA);
    const superadmin = await byPhone(seed.phones.superadmin);
    const staff = await byPhone(seed.phones.staffA);
    await expect(users.setActive(admin, superadmin.id, false)).rejects.toThrow(ForbiddenError);
    await expect(users.changeRole(admin, staff.id, 'superadmin')).rejects.toThrow(ForbiddenError);
    await expect(users.changeRole(admin, admin.actorId, 'staff')).rejects.toThrow(ForbiddenError);
    await expect(users.changeRole(await actor(seed.phones.superadmin), staff.id, 'superadmin')).resolves.toMatchObject({
      role: 'superadmin',
    });
  });
});
