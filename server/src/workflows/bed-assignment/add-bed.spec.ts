import { DataSource } from 'typeorm';
import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { bedInput, caller } from '../../../test/support/students';
import { seedTwoHostels } from '../../../test/support/users';
import type { Caller } from '../../common/caller';
import { AppError, ConflictError } from '../../common/errors';
import { isUniqueViolation } from '../../common/transactions';
import { Bed } from '../../housing/beds/bed.entity';
import { RoomsService, RoomWithBeds } from '../../housing/rooms/rooms.service';
import { Student } from '../../students/student.entity';
import { StudentsService } from '../../students/students.service';
import { BedAssignmentService } from './bed-assignment.service';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: AppError) => e.getResponse(),
  );

describe.each(TEST_DATABASES)('addBed (BedAssignmentService) on %s', (database) => {
  let t: TestApp;
  let assignment: BedAssignmentService;
  let rooms: RoomsService;
  let db: DataSource;
  let a: Caller;
  let b: Caller;
  let roomNumber = 100;

  const newRoom = (caller: Caller, totalBeds = 1) =>
    rooms.createRoom(caller, {
      roomNumber: ++roomNumber,
      floor: 1,
      roomType: 'normal',
      isAc: false,
      totalBeds,
      pricePerMonthPaise: 600_000,
      foodPlan: 'veg',
    });
  const newStudent = async (caller: Caller, name = 'Kavya Iyer', archived = false) => {
    const [student] = await t.app.get(StudentsService).insertMany(db.manager, caller.hostelId, [
      {
        name,
        email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
        phone: '9876500000',
        moveInDate: '2026-06-01',
      },
    ]);
    if (archived) await db.manager.update(Student, { id: student.id }, { archivedAt: new Date() });
    return student;
  };
  const counters = async (roomId: number) => {
    const room = await rooms.findOne(a, roomId);
    return [room.totalBeds, room.bedsOccupied, room.availability];
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    db = t.app.get(DataSource);
    assignment = t.app.get(BedAssignmentService);
    rooms = t.app.get(RoomsService);
    const { hostelA, hostelB } = await seedTwoHostels(t);
    a = caller(hostelA.id);
    b = caller(hostelB.id);
  });
  afterAll(() => t.close());

  describe('addBed keeps the room counters and availability', () => {
    let room: RoomWithBeds;

    beforeAll(async () => {
      room = await newRoom(a, 1);
    });

    it('a free bed leaves an empty room available', async () => {
      const bed = await assignment.addBed(a, bedInput(room.id, 2));
      expect(bed).toMatchObject({
        bedNumber: 2,
        isOccupied: false,
        currentStudentId: null,
        pricePerMonthPaise: 750_000,
        hostelId: a.hostelId,
      });
      expect([bed.room.totalBeds, bed.room.bedsOccupied, bed.room.availability]).toEqual([2, 0, 'available']);
    });

    it('an occupied bed makes it partially available, and answers the fresh room', async () => {
      const bed = await assignment.addBed(a, bedInput(room.id, 3, { isOccupied: true }));
      expect([bed.room.totalBeds, bed.room.bedsOccupied, bed.room.availability]).toEqual([3, 1, 'partially_available']);
      expect(await counters(room.id)).toEqual([3, 1, 'partially_available']);
    });

    it('is not available once every bed is occupied, and partially again with a free bed', async () => {
      const students = [await newStudent(a, 'Arjun Menon'), await newStudent(a, 'Tanvi Shah')];
      const free = await db.manager.findBy(Bed, { roomId: room.id, isOccupied: false });
      for (const [i, bed] of free.entries()) await assignment.assignBed(a, students[i].id, bed.id);
      expect(await counters(room.id)).toEqual([3, 3, 'not_available']);
      const bed = await assignment.addBed(a, bedInput(room.id, 4));
      expect([bed.room.totalBeds, bed.room.bedsOccupied, bed.room.availability]).toEqual([4, 3, 'partially_available']);
    });
  });

  it('refuses a bed number the room already has', async () => {
    const room = await newRoom(a, 2);
    expect(await failure(assignment.addBed(a, bedInput(room.id, 2)))).toMatchObject({
      statusCode: 409,
      fields: [{ field: 'bedNumber' }],
    });
    expect(await counters(room.id)).toEqual([2, 0, 'available']);
  });

  it('refuses a 21st bed', async () => {
    const room = await newRoom(a, 20);
    await expect(assignment.addBed(a, bedInput(room.id, 21))).rejects.toThrow(ConflictError);
    expect(await failure(assignment.addBed(a, bedInput(room.id, 21)))).toMatchObject({
      statusCode: 409,
      fields: [{ field: 'roomId' }],
    });
  });

  it("answers another hostel's room exactly like a missing one", async () => {
    const room = await newRoom(a);
    const foreign = await failure(assignment.addBed(b, bedInput(room.id, 2)));
    expect(foreign).toEqual({
      statusCode: 404,
      error: 'NOT_FOUND',
      message: 'Room not found',
      fields: [{ field: 'roomId', message: 'Room not found' }],
    });
    expect(await failure(assignment.addBed(b, bedInput(999_999, 2)))).toEqual(foreign);
  });

  describe('with a student', () => {
    it('moves a resident without a bed into the new bed, occupied even when not marked', async () => {
      const room = await newRoom(a);
      const student = await newStudent(a, 'Priya Nair');
      const bed = await assignment.addBed(a, bedInput(room.id, 2, { studentId: student.id, isOccupied: false }));
      expect(bed).toMatchObject({ currentStudentId: student.id, isOccupied: true });
      expect(bed.room.bedsOccupied).toBe(1);
      expect(await t.app.get(StudentsService).findOne(a, student.id)).toMatchObject({ roomNumber: room.roomNumber });
    });

    it('refuses a resident who already has a bed, and keeps the room as it was', async () => {
      const room = await newRoom(a);
      const student = await newStudent(a);
      await assignment.addBed(a, bedInput(room.id, 2, { studentId: student.id }));
      const other = await newRoom(a);
      expect(await failure(assignment.addBed(a, bedInput(other.id, 2, { studentId: student.id })))).toMatchObject({
        statusCode: 409,
        fields: [{ field: 'studentId' }],
      });
      expect(await counters(other.id)).toEqual([1, 0, 'available']);
    });

    it("treats another hostel's, an archived and a missing student as not found", async () => {
      const room = await newRoom(a);
      for (const studentId of [(await newStudent(b)).id, (await newStudent(a, 'Gone Away', true)).id, 999_999]) {
        expect(await failure(assignment.addBed(a, bedInput(room.id, 2, { studentId })))).toEqual({
          statusCode: 404,
          error: 'NOT_FOUND',
          message: 'Student not found',
          fields: [{ field: 'studentId', message: 'Student not found' }],
        });
      }
    });

    it('gives one of two concurrent requests for the same resident the bed', async () => {
      const [one, two] = [await newRoom(a), await newRoom(a)];
      const student = await newStudent(a);
      const results = await Promise.allSettled(
        [one, two].map((room) => assignment.addBed(a, bedInput(room.id, 2, { studentId: student.id }))),
      );
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await db.manager.countBy(Bed, { currentStudentId: student.id })).toBe(1);
    });

    it('has a unique index that keeps a resident out of a second bed', async () => {
      const room = await newRoom(a, 2);
      const student = await newStudent(a);
      await db.manager.update(Bed, { id: room.beds[0].id }, { currentStudentId: student.id, isOccupied: true });
      const second = db.manager.update(
        Bed,
        { id: room.beds[1].id },
        { currentStudentId: student.id, isOccupied: true },
      );
      await expect(second.catch((e: unknown) => isUniqueViolation(e))).resolves.toBe(true);
    });
  });
});
