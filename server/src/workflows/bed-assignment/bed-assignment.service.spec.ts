import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { caller, studentsKit } from '../../../test/support/students';
import { seedTwoHostels } from '../../../test/support/users';
import { Activity } from '../../events/activity.entity';
import { Bed } from '../../housing/beds/bed.entity';
import type { RequestCaller } from '../../common/caller';
import { AppError } from '../../common/errors';
import { Stay } from '../../housing/stays/stay.entity';
import { BedAssignmentService } from './bed-assignment.service';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: AppError) => e.getResponse(),
  );

describe.each(TEST_DATABASES)('BedAssignmentService on %s', (database) => {
  let t: TestApp;
  let stays: BedAssignmentService;
  let kit: ReturnType<typeof studentsKit>;
  let a: RequestCaller;
  let b: RequestCaller;

  beforeAll(async () => {
    t = await startTestApp(database);
    stays = t.app.get(BedAssignmentService);
    kit = studentsKit(t);
    const { hostelA, hostelB } = await seedTwoHostels(t);
    a = caller(hostelA.id);
    b = caller(hostelB.id);
  });
  afterAll(() => t.close());

  const staysOf = (studentId: number) => kit.db.manager.find(Stay, { where: { studentId }, order: { id: 'ASC' } });

  it('walks a room from available to partially to not available and back on assign and remove', async () => {
    const room = await kit.newRoom(a, 2);
    const [one, two] = [await kit.newStudent(a, 'Arjun Menon'), await kit.newStudent(a, 'Tanvi Shah')];
    expect(await kit.counters(room.id)).toEqual([2, 0, 'available']);

    const first = await stays.assignBed(a, one.id, room.beds[0].id);
    expect(first.rooms.map((r) => [r.id, r.bedsOccupied, r.availability])).toEqual([
      [room.id, 1, 'partially_available'],
    ]);
    expect(first.beds.map((bed) => [bed.id, bed.isOccupied, bed.currentStudentId, bed.room.bedsOccupied])).toEqual([
      [room.beds[0].id, true, one.id, 1],
    ]);
    expect(first.student).toMatchObject({ id: one.id, roomNumber: room.roomNumber });

    await stays.assignBed(a, two.id, room.beds[1].id);
    expect(await kit.counters(room.id)).toEqual([2, 2, 'not_available']);

    const removed = await stays.removeFromBed(a, one.id);
    expect(removed.rooms[0]).toMatchObject({ bedsOccupied: 1, availability: 'partially_available' });
    expect(removed.beds[0]).toMatchObject({ id: room.beds[0].id, isOccupied: false, currentStudentId: null });
    expect(removed.student).toMatchObject({ id: one.id, roomNumber: null });
    await stays.removeFromBed(a, two.id);
    expect(await kit.counters(room.id)).toEqual([2, 0, 'available']);
  });

  it('keeps each stay with its dates, bed and room number', async () => {
    const room = await kit.newRoom(a, 1);
    const student = await kit.newStudent(a);
    await stays.assignBed(a, student.id, room.beds[0].id);
    t.clock.advance(3 * 86_400_000);
    await stays.removeFromBed(a, student.id);
    expect(await staysOf(student.id)).toEqual([
      expect.objectContaining({
        bedId: room.beds[0].id,
        roomNumber: room.roomNumber,
        bedLabel: `${room.roomNumber}-a`,
        startDate: '2026-11-20',
        endDate: '2026-11-23',
        endedAt: expect.any(Date),
      }),
    ]);
  });

  it('moves a resident between rooms, updating both rooms and the history', async () => {
    const [from, to] = [await kit.newRoom(a, 2), await kit.newRoom(a, 1)];
    const { student } = await kit.checkIn(a, from, 0);
    const moved = await stays.moveStudent(a, student.id, to.beds[0].id);
    expect(moved.beds.map((bed) => [bed.id, bed.isOccupied])).toEqual([
      [from.beds[0].id, false],
      [to.beds[0].id, true],
    ]);
    expect(moved.rooms.map((r) => [r.id, r.bedsOccupied, r.availability]).sort()).toEqual(
      [
        [from.id, 0, 'available'],
        [to.id, 1, 'not_available'],
      ].sort(),
    );
    expect(moved.student).toMatchObject({ roomNumber: to.roomNumber });
    const history = await staysOf(student.id);
    expect(history.map((s) => [s.bedId, s.endDate === null])).toEqual([
      [from.beds[0].id, false],
      [to.beds[0].id, true],
    ]);
  });

  it('moves within a room without changing its counters', async () => {
    const room = await kit.newRoom(a, 2);
    const { student } = await kit.checkIn(a, room, 0);
    const moved = await stays.moveStudent(a, student.id, room.beds[1].id);
    expect(moved.rooms.map((r) => [r.bedsOccupied, r.availability])).toEqual([[1, 'partially_available']]);
    expect(await kit.db.manager.findOneByOrFail(Bed, { id: room.beds[1].id })).toMatchObject({
      currentStudentId: student.id,
    });
  });

  describe('refuses', () => {
    it('a bed that is occupied, naming the bed, and leaves everything as it was', async () => {
      const room = await kit.newRoom(a, 1);
      await kit.checkIn(a, room, 0);
      const student = await kit.newStudent(a);
      expect(await failure(stays.assignBed(a, student.id, room.beds[0].id))).toEqual({
        statusCode: 409,
        error: 'CONFLICT',
        message: `Bed ${room.roomNumber}-a is already occupied`,
        fields: [{ field: 'bedId', message: `Bed ${room.roomNumber}-a is already occupied` }],
      });
      expect(await staysOf(student.id)).toEqual([]);
      expect(await kit.counters(room.id)).toEqual([1, 1, 'not_available']);
    });

    it('a bed marked occupied without a resident (capacity counts every occupied bed)', async () => {
      const room = await kit.newRoom(a, 1);
      await kit.db.manager.update(Bed, { id: room.beds[0].id }, { isOccupied: true });
      const student = await kit.newStudent(a);
      expect(await failure(stays.assignBed(a, student.id, room.beds[0].id))).toMatchObject({
        statusCode: 409,
        fields: [{ field: 'bedId' }],
      });
    });

    it('a second bed for a resident, and a move into an occupied bed', async () => {
      const room = await kit.newRoom(a, 2);
      const { student } = await kit.checkIn(a, room, 0);
      const other = await kit.checkIn(a, room, 1);
      expect(await failure(stays.assignBed(a, student.id, room.beds[1].id))).toMatchObject({
        statusCode: 409,
        fields: [{ field: 'studentId' }],
      });
      expect(await failure(stays.moveStudent(a, student.id, room.beds[1].id))).toMatchObject({
        statusCode: 409,
        fields: [{ field: 'toBedId' }],
      });
      expect(await failure(stays.moveStudent(a, student.id, room.beds[0].id))).toMatchObject({
        statusCode: 409,
        fields: [{ field: 'toBedId' }],
      });
      expect(await kit.db.manager.findOneByOrFail(Bed, { id: room.beds[0].id })).toMatchObject({
        currentStudentId: student.id,
      });
      expect((await staysOf(other.student.id)).map((s) => s.endDate)).toEqual([null]);
    });

    it('removing or moving a resident without a bed', async () => {
      const room = await kit.newRoom(a, 1);
      const student = await kit.newStudent(a);
      expect(await failure(stays.removeFromBed(a, student.id))).toMatchObject({
        statusCode: 409,
        message: `${student.name} has no bed`,
        fields: [{ field: 'studentId' }],
      });
      expect(await failure(stays.moveStudent(a, student.id, room.beds[0].id))).toMatchObject({
        statusCode: 409,
        fields: [{ field: 'studentId' }],
      });
    });

    it("another hostel's resident or bed exactly like missing ones", async () => {
      const roomA = await kit.newRoom(a, 1);
      const roomB = await kit.newRoom(b, 1);
      const studentA = await kit.newStudent(a);
      const studentB = await kit.newStudent(b);
      const missingStudent = await failure(stays.assignBed(a, 999_999, roomA.beds[0].id));
      expect(missingStudent).toEqual({
        statusCode: 404,
        error: 'NOT_FOUND',
        message: 'Student not found',
        fields: [{ field: 'studentId', message: 'Student not found' }],
      });
      expect(await failure(stays.assignBed(a, studentB.id, roomA.beds[0].id))).toEqual(missingStudent);
      const missingBed = await failure(stays.assignBed(a, studentA.id, 999_999));
      expect(missingBed).toEqual({
        statusCode: 404,
        error: 'NOT_FOUND',
        message: 'Bed not found',
        fields: [{ field: 'bedId', message: 'Bed not found' }],
      });
      expect(await failure(stays.assignBed(a, studentA.id, roomB.beds[0].id))).toEqual(missingBed);
      expect(await kit.counters(roomB.id)).toEqual([1, 0, 'available']);
    });

    it("a superadmin putting a resident in another hostel's bed", async () => {
      const roomB = await kit.newRoom(b, 1);
      const studentA = await kit.newStudent(a);
      expect(
        await failure(stays.assignBed(caller(a.hostelId, 'superadmin'), studentA.id, roomB.beds[0].id)),
      ).toMatchObject({ statusCode: 404, fields: [{ field: 'bedId' }] });
    });
  });

  it('writes one activity row per change, naming who and the bed', async () => {
    const room = await kit.newRoom(a, 2);
    const student = await kit.newStudent(a, 'Riya Das');
    const before = await kit.db.manager.count(Activity);
    await stays.assignBed(caller(a.hostelId, 'warden', 3), student.id, room.beds[1].id);
    const rows = await kit.db.manager.find(Activity, { order: { id: 'DESC' }, take: 2 });
    expect(await kit.db.manager.count(Activity)).toBe(before + 1);
    expect(rows[0]).toMatchObject({
      hostelId: a.hostelId,
      actorUserId: 3,
      action: 'student.assigned',
      subjectType: 'student',
      subjectId: student.id,
      subjectLabel: 'Riya Das',
      detail: `${room.roomNumber}-b`,
      createdAt: t.clock.now(),
    });
  });
});
