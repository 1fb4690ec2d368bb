import { DataSource } from 'typeorm';
import type { Role } from '../../src/common/roles';
import { Hostel } from '../../src/hostels/hostel.entity';
import { User } from '../../src/users/user.entity';
import type { TestApp } from './test-app';

export interface TwoHostels {
  hostelA: { id: number };
  hostelB: { id: number };
  phones: { superadmin: string; adminA: string; wardenA: string; staffA: string; tenantA: string; adminB: string };
}

/**
 * Two hostels with one user of each role in hostel A (the superadmin lives there too) and an
 * admin in hostel B. Sign them in with `loginAs(t, phones.adminA)`.
 */
export async function seedTwoHostels(t: TestApp): Promise<TwoHostels> {
  const dataSource = t.app.get(DataSource);
  const hostels = dataSource.getRepository(Hostel);
  const users = dataSource.getRepository(User);
  const hostelA = await hostels.save(
    hostels.create({ name: 'Hostel A', address: '1 A Street', hostelType: 'boys', subscriptionPlan: 'starter_plan' }),
  );
  const hostelB = await hostels.save(
    hostels.create({ name: 'Hostel B', address: '2 B Street', hostelType: 'girls', subscriptionPlan: 'premium_plan' }),
  );
  const phones = {
    superadmin: '+919000000001',
    adminA: '+919000000002',
    wardenA: '+919000000003',
    staffA: '+919000000004',
    tenantA: '+919000000005',
    adminB: '+919000000006',
  };
  const people: [keyof typeof phones, Role, Hostel][] = [
    ['superadmin', 'superadmin', hostelA],
    ['adminA', 'admin', hostelA],
    ['wardenA', 'warden', hostelA],
    ['staffA', 'staff', hostelA],
    ['tenantA', 'tenant', hostelA],
    ['adminB', 'admin', hostelB],
  ];
  for (const [key, role, hostel] of people) {
    await users.save(
      users.create({
        hostelId: hostel.id,
        fullName: `${key} user`,
        phoneNumber: phones[key],
        email: `${key.toLowerCase()}@example.com`,
        role,
      }),
    );
  }
  return { hostelA: { id: hostelA.id }, hostelB: { id: hostelB.id }, phones };
}
