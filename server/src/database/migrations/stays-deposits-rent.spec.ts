import { DataSource } from 'typeorm';
import { startOwnTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { seedTwoHostels } from '../../../test/support/users';
import { Bed } from '../../housing/beds/bed.entity';
import { Room } from '../../housing/rooms/room.entity';
import { Stay } from '../../housing/stays/stay.entity';
import { Student } from '../../students/student.entity';
import { StaysDepositsRent1732100000000 } from './1732100000000-stays-deposits-rent';

describe.each(TEST_DATABASES)('migration StaysDepositsRent on %s', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startOwnTestApp(database);
  });
  afterAll(() => t.close());

  it('gives every bed already holding a resident a current stay from the move-in date', async () => {
    const { hostelA } = await seedTwoHostels(t);
    const db = t.app.get(DataSource);
    const runner = db.createQueryRunner();
    const migration = new StaysDepositsRent1732100000000();
    try {
      await migration.down(runner);
      const manager = runner.manager;
      const { identifiers } = await manager.insert(Room, {
        hostelId: hostelA.id,
        roomNumber: 204,
        floor: 2,
        roomType: 'normal',
        isAc: false,
        totalBeds: 2,
        bedsOccupied: 1,
        availability: 'partially_available',
      });
      const roomId = Number(identifiers[0].id);
      const student = await manager.save(
        Student,
        manager.create(Student, {
          hostelId: hostelA.id,
          name: 'Meera Krishnan',
          email: 'meera@example.com',
          phone: '9840012345',
          moveInDate: '2026-03-04',
        }),
      );
      await manager.insert(Bed, [
        { hostelId: hostelA.id, roomId, bedNumber: 1, pricePerMonthPaise: 0, isOccupied: false, foodPlan: 'none' },
        {
          hostelId: hostelA.id,
          roomId,
          bedNumber: 2,
          pricePerMonthPaise: 0,
          isOccupied: true,
          currentStudentId: student.id,
          foodPlan: 'none',
        },
      ]);
      await migration.up(runner);
      expect(await manager.find(Stay)).toEqual([
        expect.objectContaining({
          hostelId: hostelA.id,
          studentId: student.id,
          roomNumber: 204,
          bedLabel: '204-b',
          startDate: '2026-03-04',
          endDate: null,
        }),
      ]);
    } finally {
      await runner.release();
    }
  });
});
