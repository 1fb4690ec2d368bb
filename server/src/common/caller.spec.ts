import {
  actorOf,
  actsForEveryHostel,
  apiKeyCaller,
  callerCan,
  jobCaller,
  mayAccess,
  residentOf,
  userCaller,
} from './caller';
import { PERMISSIONS, ROLES, type Permission } from './roles';

describe('Caller', () => {
  const user = (role: (typeof ROLES)[number]) => userCaller({ userId: 7, hostelId: 3, role, sessionId: 's' });

  it("gives a user their role's permissions, from the one table", () => {
    for (const role of ROLES)
      for (const permission of Object.keys(PERMISSIONS) as Permission[])
        expect([role, permission, callerCan(user(role), permission)]).toEqual([
          role,
          permission,
          PERMISSIONS[permission].includes(role),
        ]);
  });

  it("gives an API key a warden's permissions in its own hostel only, acting for the admin who issued it", () => {
    const key = apiKeyCaller({ keyId: 5, keyName: 'Sync', hostelId: 3, issuedBy: 7, access: 'read_write' });
    for (const permission of Object.keys(PERMISSIONS) as Permission[])
      expect([permission, callerCan(key, permission)]).toEqual([
        permission,
        PERMISSIONS[permission].includes('warden'),
      ]);
    expect(callerCan(key, 'resident.self')).toBe(false);
    expect([key.scope, mayAccess(key, 4), actsForEveryHostel(key), actorOf(key), residentOf(key)]).toEqual([
      3,
      false,
      false,
      7,
      null,
    ]);
  });

  it('limits everyone but a superadmin to their own hostel', () => {
    for (const role of ROLES.filter((r) => r !== 'superadmin')) {
      const caller = user(role);
      expect([caller.scope, mayAccess(caller, 3), mayAccess(caller, 4), actsForEveryHostel(caller)]).toEqual([
        3,
        true,
        false,
        false,
      ]);
    }
    const superadmin = user('superadmin');
    expect([superadmin.scope, superadmin.hostelId, mayAccess(superadmin, 4), actsForEveryHostel(superadmin)]).toEqual([
      undefined,
      3,
      true,
      true,
    ]);
  });

  it('names the user as the actor, and no one for a job', () => {
    expect(actorOf(user('warden'))).toBe(7);
    const job = jobCaller('stay-ends', 3, ['students.write']);
    expect([job.kind, actorOf(job), job.scope, mayAccess(job, 3), mayAccess(job, 4)]).toEqual([
      'job',
      null,
      3,
      true,
      false,
    ]);
    expect([callerCan(job, 'students.write'), callerCan(job, 'payments.verify')]).toEqual([true, false]);
  });

  it('lets a job without a hostel act for every hostel', () => {
    const job = jobCaller('rent-billing', undefined, ['payments.record']);
    expect([job.scope, mayAccess(job, 1), mayAccess(job, 99), actsForEveryHostel(job)]).toEqual([
      undefined,
      true,
      true,
      true,
    ]);
  });
});
