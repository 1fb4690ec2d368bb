import { DataSource } from 'typeorm';
import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { seedTwoHostels } from '../../../test/support/users';
import type { AuthUser } from '../../common/auth-user';
import { AppError, ConflictError, NotFoundError } from '../../common/errors';
import { isUniqueViolation } from '../../common/transactions';
import { RoomsService, RoomWithBeds } from '../rooms/rooms.service';
import { BedAssignmentService } from '../../workflows/bed-assignment/bed-assignment.service';
import { Student } from '../../students/student.entity';
import { StudentsService } from '../../students/students.service';
import { Bed } from './bed.entity';
import { BedsService } from './beds.service';
import { AddBedInput } from './dto/add-bed.input';
import { BedsArgs } from './dto/beds.args';

const caller = (hostelId: number): AuthUser => ({ userId: 1, hostelId, role: 'warden', sessionId: 'spec' });
const bedIn = (roomId: number, bedNumber: number, extra: Partial<AddBedInput> = {}): AddBedInput => ({
  roomId,
  bedNumber,
  pricePerMonthPaise: 750_000,
  isOccupied: false,
  foodPlan: 'none',
  ...extra,
});
const failure = (promise: Promise<unknown>) => promise.then(
  () => undefined,
  (e: AppError) => e.getResponse(),
);

describe.each(TEST_DATABASES)('BedsService on %s', (database) => {
  let t: TestApp;
  let beds: BedsService;
  let assignment: BedAssignmentService;
  let rooms: RoomsService;
  let db: DataSource;
  let a: AuthUser;
  let b: AuthUser;
  let roomNumber = 100;

  const newRoom = (user: AuthUser, totalBeds = 1) =>
    rooms.createRoom(user, { roomNumber: ++roomNumber, floor: 1, roomType: 'normal', isAc: false, totalBeds, pricePerMonthPaise: 600_000, foodPlan: 'veg' });
  const newStudent = async (user: AuthUser, name = 'Kavya Iyer', archived = false) => {
    const [student] = await t.app.get(StudentsService).insertMany(db.manager, user.hostelId, [
      { name, email: `${name.toLowerCase().replace(' ', '.')}@example.com`, phone: '9876500000', moveInDate: '2026-06-01' },
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
    beds = t.app.get(BedsService);
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
      const bed = await assignment.addBed(a, bedIn(room.id, 2));
      expect(bed).toMatchObject({ bedNumber: 2, isOccupied: false, currentStudentId: null, pricePerMonthPaise: 750_000, hostelId: a.hostelId });
      expect([bed.room.totalBeds, bed.room.bedsOccupied, bed.room.availability]).toEqual([2, 0, 'available']);
    });

    it('an occupied bed makes it partially available, and answers the fresh room', async () => {
      const bed = await assignment.addBed(a, bedIn(room.id, 3, { isOccupied: true }));
      expect([bed.room.totalBeds, bed.room.bedsOccupied, bed.room.availability]).toEqual([3, 1, 'partially_available']);
      expect(await counters(room.id)).toEqual([3, 1, 'partially_available']);
    });

    it('is not available once every bed is occupied, and partially again with a free bed', async () => {
      const students = [await newStudent(a, 'Arjun Menon'), await newStudent(a, 'Tanvi Shah')];
      const free = await db.manager.findBy(Bed, { roomId: room.id, isOccupied: false });
      for (const [i, bed] of free.entries()) await assignment.assignBed(a, students[i].id, bed.id);
      expect(await counters(room.id)).toEqual([3, 3, 'not_available']);
      const bed = await assignment.addBed(a, bedIn(room.id, 4));
      expect([bed.room.totalBeds, bed.room.bedsOccupied, bed.room.availability]).toEqual([4, 3, 'partially_available']);
    });
  });

  it('refuses a bed number the room already has', async () => {
    const room = await newRoom(a, 2);
    expect(await failure(assignment.addBed(a, bedIn(room.id, 2)))).toMatchObject({ statusCode: 409, fields: [{ field: 'bedNumber' }] });
    expect(await counters(room.id)).toEqual([2, 0, 'available']);
  });

  it('refuses a 21st bed', async () => {
    const room = await newRoom(a, 20);
    await expect(assignment.addBed(a, bedIn(room.id, 21))).rejects.toThrow(ConflictError);
    expect(await failure(assignment.addBed(a, bedIn(room.id, 21)))).toMatchObject({ statusCode: 409, fields: [{ field: 'roomId' }] });
  });

  it("answers another hostel's room exactly like a missing one", async () => {
    const room = await newRoom(a);
    const foreign = await failure(assignment.addBed(b, bedIn(room.id, 2)));
    expect(foreign).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'Room not found', fields: [{ field: 'roomId', message: 'Room not found' }] });
    expect(await failure(assignment.addBed(b, bedIn(999_999, 2)))).toEqual(foreign);
  });

  describe('with a student', () => {
    it('moves a resident without a bed into the new bed, occupied even when not marked', async () => {
      const room = await newRoom(a);
      const student = await newStudent(a, 'Priya Nair');
      const bed = await assignment.addBed(a, bedIn(room.id, 2, { studentId: student.id, isOccupied: false }));
      expect(bed).toMatchObject({ currentStudentId: student.id, isOccupied: true });
      expect(bed.room.bedsOccupied).toBe(1);
      expect(await t.app.get(StudentsService).findOne(a, student.id)).toMatchObject({ roomNumber: room.roomNumber });
    });

    it('refuses a resident who already has a bed, and keeps the room as it was', async () => {
      const room = await newRoom(a);
      const student = await newStudent(a);
      await assignment.addBed(a, bedIn(room.id, 2, { studentId: student.id }));
      const other = await newRoom(a);
      expect(await failure(assignment.addBed(a, bedIn(other.id, 2, { studentId: student.id })))).toMatchObject({ statusCode: 409, fields: [{ field: 'studentId' }] });
      expect(await counters(other.id)).toEqual([1, 0, 'available']);
    });

    it("treats another hostel's, an archived and a missing student as not found", async () => {
      const room = await newRoom(a);
      for (const studentId of [(await newStudent(b)).id, (await newStudent(a, 'Gone Away', true)).id, 999_999]) {
        expect(await failure(assignment.addBed(a, bedIn(room.id, 2, { studentId })))).toEqual({
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
      const results = await Promise.allSettled([one, two].map((room) => assignment.addBed(a, bedIn(room.id, 2, { studentId: student.id }))));
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await db.manager.countBy(Bed, { currentStudentId: student.id })).toBe(1);
    });

    it('has a unique index that keeps a resident out of a second bed', async () => {
      const room = await newRoom(a, 2);
      const student = await newStudent(a);
      await db.manager.update(Bed, { id: room.beds[0].id }, { currentStudentId: student.id, isOccupied: true });
      const second = db.manager.update(Bed, { id: room.beds[1].id }, { currentStudentId: student.id, isOccupied: true });
      await expect(second.catch((e: unknown) => isUniqueViolation(e))).resolves.toBe(true);
    });
  });

  describe('list', () => {
    let room: RoomWithBeds;

    beforeAll(async () => {
      room = await newRoom(b, 2);
      await assignment.addBed(b, bedIn(room.id, 3, { isOccupied: true, foodPlan: 'non_veg' }));
      await newRoom(b, 1);
    });

    const list = (extra: Partial<BedsArgs>) => beds.list(b, Object.assign(new BedsArgs(), extra));
    const labels = async (extra: Partial<BedsArgs>) => (await list(extra)).items.map((bed) => `${bed.room.roomNumber}/${bed.bedNumber}`);

    it("lists the caller's beds by room and bed number", async () => {
      expect(await labels({})).toEqual([`${room.roomNumber}/1`, `${room.roomNumber}/2`, `${room.roomNumber}/3`, `${room.roomNumber + 1}/1`]);
    });

    it('filters by room, occupancy and food plan, and pages', async () => {
      expect(await labels({ roomId: room.id, filter: { isOccupied: false } })).toEqual([`${room.roomNumber}/1`, `${room.roomNumber}/2`]);
      expect(await labels({ filter: { foodPlan: 'non_veg' } })).toEqual([`${room.roomNumber}/3`]);
      expect(await labels({ search: String(room.roomNumber + 1) })).toEqual([`${room.roomNumber + 1}/1`]);
      const page = await list({ page: 2, pageSize: 3 });
      expect([page.items.length, page.totalCount]).toEqual([1, 4]);
    });

    it("answers another hostel's room as not found", async () => {
      await expect(beds.list(a, Object.assign(new BedsArgs(), { roomId: room.id }))).rejects.toThrow(NotFoundError);
      await expect(beds.findOne(a, room.beds[0].id)).rejects.toThrow(NotFoundError);
      await expect(beds.findOne(b, room.beds[0].id)).resolves.toMatchObject({ bedNumber: 1, room: { id: room.id } });
    });
  });

  it('batches beds by room and by resident for the loaders', async () => {
    const room = await newRoom(a, 2);
    const student = await newStudent(a);
    await assignment.addBed(a, bedIn(room.id, 3, { studentId: student.id }));
    const byRoom = await beds.byRoomIds([room.id, 999_999]);
    expect(byRoom.map((list) => list.map((bed) => bed.bedNumber))).toEqual([[1, 2, 3], []]);
    expect((await beds.byStudentIds([999_999, student.id])).map((bed) => bed?.bedNumber ?? null)).toEqual([null, 3]);
  });
});
