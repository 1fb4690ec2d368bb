import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { caller, studentsKit } from '../../../test/support/students';
import { seedTwoHostels } from '../../../test/support/users';
import { Activity } from '../../events/activity.entity';
import { Bed } from '../beds/bed.entity';
import type { RequestCaller } from '../../common/caller';
import { AppError } from '../../common/errors';
import { Stay } from '../stays/stay.entity';
import { BedAssignmentService } from '../../workflows/bed-assignment/bed-assignment.service';
import { RoomsArgs } from './dto/rooms.args';
import { Room } from './room.entity';
import { RoomsService } from './rooms.service';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: AppError) => e.getResponse(),
  );

describe.each(TEST_DATABASES)('RoomsService changes on %s', (database) => {
  let t: TestApp;
  let rooms: RoomsService;
  let kit: ReturnType<typeof studentsKit>;
  let a: RequestCaller;
  let b: RequestCaller;

  beforeAll(async () => {
    t = await startTestApp(database);
    rooms = t.app.get(RoomsService);
    kit = studentsKit(t);
    const { hostelA, hostelB } = await seedTwoHostels(t);
    a = caller(hostelA.id, 'admin');
    b = caller(hostelB.id, 'admin');
  });
  afterAll(() => t.close());

  describe('updateRoom', () => {
    it('changes only the fields given', async () => {
      const room = await rooms.createRoom(a, {
        roomNumber: 801,
        floor: 8,
        roomType: 'normal',
        isAc: true,
        totalBeds: 1,
        pricePerMonthPaise: 0,
        foodPlan: 'none',
      });
      expect(await rooms.updateRoom(a, room.id, { roomType: 'delux' })).toMatchObject({
        roomNumber: 801,
        floor: 8,
        roomType: 'delux',
        isAc: true,
      });
      expect(await rooms.updateRoom(a, room.id, { floor: 0, isAc: false })).toMatchObject({
        floor: 0,
        isAc: false,
        roomType: 'delux',
      });
    });

    it('renumbers a room: labels follow, stays keep the number they began with', async () => {
      const room = await kit.newRoom(a, 1);
      const { student } = await kit.checkIn(a, room, 0);
      const renumbered = await rooms.updateRoom(a, room.id, { roomNumber: 9001 });
      expect(renumbered).toMatchObject({ id: room.id, roomNumber: 9001 });
      expect(await kit.db.manager.findOneByOrFail(Stay, { studentId: student.id })).toMatchObject({
        roomNumber: room.roomNumber,
        bedLabel: `${room.roomNumber}-a`,
      });
    });

    it("refuses a number the hostel already has, but keeps its own and takes another hostel's", async () => {
      const [one, two] = [await kit.newRoom(a, 1), await kit.newRoom(a, 1)];
      expect(await failure(rooms.updateRoom(a, two.id, { roomNumber: one.roomNumber }))).toEqual({
        statusCode: 409,
        error: 'CONFLICT',
        message: `Room ${one.roomNumber} already exists in this hostel`,
        fields: [{ field: 'roomNumber', message: `Room ${one.roomNumber} already exists in this hostel` }],
      });
      await expect(rooms.updateRoom(a, two.id, { roomNumber: two.roomNumber })).resolves.toMatchObject({
        roomNumber: two.roomNumber,
      });
      const roomB = await kit.newRoom(b, 1);
      await expect(rooms.updateRoom(a, two.id, { roomNumber: roomB.roomNumber + 5000 })).resolves.toBeDefined();
    });

    it("answers another hostel's room like a missing one", async () => {
      const roomB = await kit.newRoom(b, 1);
      const missing = await failure(rooms.updateRoom(a, 999_999, { floor: 2 }));
      expect(missing).toEqual({
        statusCode: 404,
        error: 'NOT_FOUND',
        message: 'Room not found',
        fields: [{ field: 'id', message: 'Room not found' }],
      });
      expect(await failure(rooms.updateRoom(a, roomB.id, { floor: 2 }))).toEqual(missing);
      expect(await failure(rooms.deleteRoom(a, roomB.id))).toEqual(missing);
    });
  });

  describe('deleteRoom', () => {
    it('refuses while a bed is occupied', async () => {
      const room = await kit.newRoom(a, 2);
      await kit.checkIn(a, room, 1);
      expect(await failure(rooms.deleteRoom(a, room.id))).toMatchObject({
        statusCode: 409,
        message: `Room ${room.roomNumber} has occupied beds`,
        fields: [{ field: 'id' }],
      });
      expect(await kit.db.manager.countBy(Bed, { roomId: room.id })).toBe(2);
    });

    it('deletes the room and its beds; the stays keep their history without the bed', async () => {
      const room = await kit.newRoom(a, 2);
      const { student } = await kit.checkIn(a, room, 0);
      await t.app.get(BedAssignmentService).removeFromBed(a, student.id);
      expect(await rooms.deleteRoom(a, room.id)).toEqual({ id: room.id });
      expect(await kit.db.manager.countBy(Room, { id: room.id })).toBe(0);
      expect(await kit.db.manager.countBy(Bed, { roomId: room.id })).toBe(0);
      expect(await kit.db.manager.findOneByOrFail(Stay, { studentId: student.id })).toMatchObject({
        bedId: null,
        roomNumber: room.roomNumber,
        endDate: '2026-11-20',
      });
    });
  });

  it('filters rooms that have a free bed, and those that have none', async () => {
    const c = caller(a.hostelId, 'admin');
    const [empty, partial, full] = [await kit.newRoom(c, 2), await kit.newRoom(c, 2), await kit.newRoom(c, 1)];
    await kit.checkIn(c, partial, 0);
    await kit.checkIn(c, full, 0);
    const numbers = async (hasFreeBed: boolean) =>
      (await rooms.list(c, Object.assign(new RoomsArgs(), { filter: { hasFreeBed }, pageSize: 100 }))).items.map(
        (r) => r.roomNumber,
      );
    expect(await numbers(true)).toEqual(expect.arrayContaining([empty.roomNumber, partial.roomNumber]));
    expect(await numbers(true)).not.toContain(full.roomNumber);
    expect(await numbers(false)).toContain(full.roomNumber);
    expect(await numbers(false)).not.toContain(partial.roomNumber);
  });

  it('records who created, changed and deleted a room', async () => {
    const room = await rooms.createRoom(a, {
      roomNumber: 7001,
      floor: 7,
      roomType: 'normal',
      isAc: false,
      totalBeds: 1,
      pricePerMonthPaise: 0,
      foodPlan: 'none',
    });
    await rooms.updateRoom(a, room.id, { floor: 6 });
    await rooms.deleteRoom(a, room.id);
    const rows = await kit.db.manager.find(Activity, {
      where: { subjectType: 'room', subjectId: room.id },
      order: { id: 'ASC' },
    });
    expect(rows.map((r) => [r.action, r.subjectLabel, r.detail])).toEqual([
      ['room.created', 'Room 7001', null],
      ['room.updated', 'Room 7001', 'floor'],
      ['room.deleted', 'Room 7001', null],
    ]);
  });
});
