import { startTestApp, TEST_DATABASES, TestApp } from '../../test/support/test-app';
import { caller, studentsKit } from '../../test/support/students';
import { seedTwoHostels } from '../../test/support/users';
import { BedsService } from '../housing/beds/beds.service';
import type { RequestCaller } from '../common/caller';
import { RoomsService } from '../housing/rooms/rooms.service';
import { StudentChangesService } from '../workflows/student-changes/student-changes.service';
import { BedAssignmentService } from '../workflows/bed-assignment/bed-assignment.service';
import { UpdateStudentInput } from '../workflows/student-changes/dto/update-student.input';
import { Activity } from './activity.entity';

describe.each(TEST_DATABASES)('activity log on %s', (database) => {
  let t: TestApp;
  let kit: ReturnType<typeof studentsKit>;
  let warden: RequestCaller;

  beforeAll(async () => {
    t = await startTestApp(database);
    kit = studentsKit(t);
    warden = caller((await seedTwoHostels(t)).hostelA.id, 'warden', 3);
  });
  afterAll(() => t.close());

  it('writes exactly one row per change, with who, what and when', async () => {
    const [rooms, beds, assignment, changes] = [
      t.app.get(RoomsService),
      t.app.get(BedsService),
      t.app.get(BedAssignmentService),
      t.app.get(StudentChangesService),
    ];
    const logged: string[] = [];
    const step = async (run: () => Promise<unknown>) => {
      const before = await kit.db.manager.count(Activity);
      t.clock.advanceSeconds(30);
      await run();
      const rows = await kit.db.manager.find(Activity, { order: { id: 'DESC' }, take: 1 });
      expect(await kit.db.manager.count(Activity)).toBe(before + 1);
      expect(rows[0]).toMatchObject({ hostelId: warden.hostelId, actorUserId: 3, createdAt: t.clock.now() });
      logged.push(`${rows[0].action} ${rows[0].subjectLabel}${rows[0].detail ? ` (${rows[0].detail})` : ''}`);
    };

    const room = await kit.newRoom(warden, 2);
    const other = await kit.newRoom(warden, 1);
    let studentId = 0;
    await step(
      async () =>
        ({
          student: { id: studentId },
        } = await kit.checkIn(warden, room, 0, { name: 'Aarav Mehta' })),
    );
    await step(() => assignment.moveStudent(warden, studentId, room.beds[1].id));
    await step(() => assignment.removeFromBed(warden, studentId));
    await step(() => assignment.assignBed(warden, studentId, other.beds[0].id));
    await step(() =>
      changes.updateStudent(
        warden,
        studentId,
        Object.assign(new UpdateStudentInput(), { name: 'Aarav M.', roomId: room.id }),
      ),
    );
    await step(() => changes.archiveStudent(warden, studentId));
    await step(() => rooms.updateRoom(warden, other.id, { floor: 4 }));
    await step(() =>
      assignment.addBed(warden, {
        roomId: other.id,
        bedNumber: 2,
        pricePerMonthPaise: 0,
        isOccupied: false,
        foodPlan: 'none',
      }),
    );
    await step(() => beds.updateBed(warden, other.beds[0].id, { pricePerMonthPaise: 1 }));
    await step(() => beds.removeBed(warden, other.beds[0].id));
    await step(() => rooms.deleteRoom(warden, other.id));
    const [r, o] = [room.roomNumber, other.roomNumber];
    expect(logged).toEqual([
      `student.checked_in Aarav Mehta (${r}-a)`,
      `student.moved Aarav Mehta (${r}-a → ${r}-b)`,
      `student.removed_from_bed Aarav Mehta (${r}-b)`,
      `student.assigned Aarav Mehta (${o}-a)`,
      'student.updated Aarav M. (name, room)',
      'student.archived Aarav M.',
      `room.updated Room ${o} (floor)`,
      `bed.added Bed ${o}-b`,
      `bed.updated Bed ${o}-a (pricePerMonthPaise)`,
      `bed.removed Bed ${o}-a`,
      `room.deleted Room ${o}`,
    ]);
  });
});
