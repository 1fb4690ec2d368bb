import { DataSource } from 'typeorm';
import { startOwnTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { caller } from '../../../test/support/students';
import { seedTwoHostels } from '../../../test/support/users';
import { OtpChallenge } from '../../auth/otp-challenge.entity';
import { SortDirection } from '../../common/pagination';
import { StudentsArgs, StudentSortField } from '../../students/dto/students.args';
import { Student } from '../../students/student.entity';
import { StudentsService } from '../../students/students.service';
import { User } from '../../users/user.entity';
import { PhonesE1641732400000000 } from './1732400000000-phones-e164';

describe.each(TEST_DATABASES)('migration PhonesE164 on %s', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startOwnTestApp(database);
  });
  afterAll(() => t.close());

  it('rewrites every stored phone the rule reads as E.164, leaves the rest, and the search still finds them', async () => {
    const { hostelA } = await seedTwoHostels(t);
    const db = t.app.get(DataSource);
    const manager = db.manager;
    const old = ['9876543210', '098765 43211', '+91 98765 43212', '+919876543213', '+44 7812 345678', '12345'];
    const students = await manager.save(
      Student,
      old.map((phone, i) =>
        manager.create(Student, {
          hostelId: hostelA.id,
          name: `Old ${i}`,
          email: `old${i}@example.com`,
          phone,
          moveInDate: '2026-03-04',
        }),
      ),
    );
    await manager.update(User, { phoneNumber: '+919000000002' }, { phoneNumber: '919000000002' });
    const now = new Date();
    await manager.insert(OtpChallenge, {
      phoneNumber: '09000000003',
      codeHash: 'x'.repeat(64),
      createdAt: now,
      expiresAt: now,
    });

    const runner = db.createQueryRunner();
    const migration = new PhonesE1641732400000000();
    try {
      await migration.up(runner);
    } finally {
      await runner.release();
    }

    const phones = (await manager.findBy(Student, {})).sort((x, y) => x.id - y.id).map((s) => s.phone);
    expect(phones).toEqual([
      '+919876543210',
      '+919876543211',
      '+919876543212',
      '+919876543213',
      '+447812345678',
      '12345',
    ]);
    expect(await manager.existsBy(User, { phoneNumber: '+919000000002' })).toBe(true);
    expect((await manager.find(OtpChallenge)).map((c) => c.phoneNumber)).toEqual(['+919000000003']);

    const found = async (search: string) => {
      const args = Object.assign(new StudentsArgs(), {
        search,
        sort: { field: StudentSortField.NAME, direction: SortDirection.ASC },
        page: 1,
        pageSize: 10,
      });
      const { items } = await t.app.get(StudentsService).list(caller(hostelA.id), args);
      return items.map((s) => s.name);
    };
    expect(await found('98765 43211')).toEqual(['Old 1']);
    expect(await found('+91 98765')).toEqual(['Old 0', 'Old 1', 'Old 2', 'Old 3']);
    expect(await found('987654321')).toEqual(['Old 0', 'Old 1', 'Old 2', 'Old 3']);
    expect(students).toHaveLength(6);
  });
});
