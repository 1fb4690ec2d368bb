import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { caller, studentsKit } from '../../../test/support/students';
import { seedTwoHostels } from '../../../test/support/users';
import { Bed } from '../../housing/beds/bed.entity';
import { CheckInService } from '../check-in/check-in.service';
import type { RequestCaller } from '../../common/caller';
import { AppError } from '../../common/errors';
import { Deposit } from '../../deposits/deposit.entity';
import { Student } from '../../students/student.entity';
import { Stay } from '../../housing/stays/stay.entity';
import { BedAssignmentService } from './bed-assignment.service';

/** Each outcome: 'ok', or the error code it failed with. */
const outcomes = async (runs: Promise<unknown>[]) =>
  (await Promise.allSettled(runs))
    .map((r) => (r.status === 'fulfilled' ? 'ok' : r.reason instanceof AppError ? r.reason.code : String(r.reason)))
    .sort();

describe.each(TEST_DATABASES)('concurrent bed changes on %s', (database) => {
  let t: TestApp;
  let kit: ReturnType<typeof studentsKit>;
  let a: RequestCaller;

  beforeAll(async () => {
    t = await startTestApp(database);
    kit = studentsKit(t);
    a = caller((await seedTwoHostels(t)).hostelA.id);
  });
  afterAll(() => t.close());

  it('gives one of two check-ins racing for one bed the bed; the other writes nothing', async () => {
    const room = await kit.newRoom(a, 2);
    const inputs = [kit.checkInInput(room, 0), kit.checkInInput(room, 0)];
    const before = await kit.rowCounts();
    expect(await outcomes(inputs.map((input) => t.app.get(CheckInService).checkIn(a, input)))).toEqual([
      'CONFLICT',
      'ok',
    ]);

    const manager = kit.db.manager;
    const after = await kit.rowCounts();
    expect([
      after.students - before.students,
      after.stays - before.stays,
      after.deposits - before.deposits,
      after.rentTerms - before.rentTerms,
    ]).toEqual([1, 1, 1, 1]);
    const winner = (await manager.findOneByOrFail(Bed, { id: room.beds[0].id })).currentStudentId;
    const phones = (await manager.findBy(Student, { id: winner! })).map((s) => s.phone);
    const loser = inputs.find((i) => !phones.includes(i.phone))!;
    expect(await manager.countBy(Student, { phone: loser.phone })).toBe(0);
    expect(await kit.counters(room.id)).toEqual([2, 1, 'partially_available']);
  });

  it('gives one of five check-ins racing for one bed the bed', async () => {
    const room = await kit.newRoom(a, 1);
    const runs = Array.from({ length: 5 }, () => t.app.get(CheckInService).checkIn(a, kit.checkInInput(room, 0)));
    expect(await outcomes(runs)).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'ok']);
    expect(await kit.db.manager.countBy(Stay, { bedId: room.beds[0].id })).toBe(1);
    expect(await kit.counters(room.id)).toEqual([1, 1, 'not_available']);
  });

  it('counts every bed when check-ins fill the beds of one room at once', async () => {
    const room = await kit.newRoom(a, 4);
    const runs = room.beds.map((_, i) => t.app.get(CheckInService).checkIn(a, kit.checkInInput(room, i)));
    expect(await outcomes(runs)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(await kit.counters(room.id)).toEqual([4, 4, 'not_available']);
  });

  it('lets one of two residents assigned to one bed at once have it', async () => {
    const room = await kit.newRoom(a, 1);
    const students = [await kit.newStudent(a, 'Kunal Bose'), await kit.newStudent(a, 'Swati Pandey')];
    const stays = t.app.get(BedAssignmentService);
    expect(await outcomes(students.map((s) => stays.assignBed(a, s.id, room.beds[0].id)))).toEqual(['CONFLICT', 'ok']);
    expect(await kit.db.manager.countBy(Stay, { bedId: room.beds[0].id })).toBe(1);
  });

  it('keeps both rooms right when moves and removals cross', async () => {
    const [one, two] = [await kit.newRoom(a, 2), await kit.newRoom(a, 2)];
    const x = (await kit.checkIn(a, one, 0)).student;
    const y = (await kit.checkIn(a, two, 0)).student;
    const stays = t.app.get(BedAssignmentService);
    expect(
      await outcomes([
        stays.moveStudent(a, x.id, two.beds[1].id),
        stays.moveStudent(a, y.id, one.beds[1].id),
        stays.removeFromBed(a, x.id),
      ]),
    ).toContain('ok');
    for (const room of [one, two]) {
      const beds = await kit.db.manager.findBy(Bed, { roomId: room.id });
      const occupied = beds.filter((bed) => bed.isOccupied).length;
      expect((await kit.counters(room.id)).slice(0, 2)).toEqual([2, occupied]);
    }
    expect(await kit.db.manager.countBy(Deposit, { studentId: x.id })).toBe(1);
  });
});
