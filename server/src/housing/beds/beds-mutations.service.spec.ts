import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { caller, studentsKit } from '../../../test/support/students';
import { seedTwoHostels } from '../../../test/support/users';
import type { RequestCaller } from '../../common/caller';
import { AppError } from '../../common/errors';
import { Stay } from '../stays/stay.entity';
import { BedAssignmentService } from '../../workflows/bed-assignment/bed-assignment.service';
import { Bed } from './bed.entity';
import { BedsService } from './beds.service';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: AppError) => e.getResponse(),
  );

describe.each(TEST_DATABASES)('BedsService changes on %s', (database) => {
  let t: TestApp;
  let beds: BedsService;
  let kit: ReturnType<typeof studentsKit>;
  let a: RequestCaller;
  let b: RequestCaller;

  beforeAll(async () => {
    t = await startTestApp(database);
    beds = t.app.get(BedsService);
    kit = studentsKit(t);
    const { hostelA, hostelB } = await seedTwoHostels(t);
    a = caller(hostelA.id);
    b = caller(hostelB.id);
  });
  afterAll(() => t.close());

  it('changes the rent and food plan of a bed, occupied or not', async () => {
    const room = await kit.newRoom(a, 1);
    await kit.checkIn(a, room, 0);
    const bed = await beds.updateBed(a, room.beds[0].id, { pricePerMonthPaise: 720_000 });
    expect(bed).toMatchObject({
      pricePerMonthPaise: 720_000,
      foodPlan: 'veg',
      isOccupied: true,
      room: { id: room.id, bedsOccupied: 1 },
    });
    expect(await beds.updateBed(a, room.beds[0].id, { foodPlan: 'non_veg' })).toMatchObject({
      pricePerMonthPaise: 720_000,
      foodPlan: 'non_veg',
    });
  });

  it('holds a bed without a resident and frees it again, recounting the room', async () => {
    const room = await kit.newRoom(a, 2);
    const held = await beds.updateBed(a, room.beds[1].id, { isOccupied: true });
    expect(held).toMatchObject({
      isOccupied: true,
      currentStudentId: null,
      room: { id: room.id, bedsOccupied: 1, availability: 'partially_available' },
    });
    expect(await kit.counters(room.id)).toEqual([2, 1, 'partially_available']);
    const freed = await beds.updateBed(a, room.beds[1].id, { isOccupied: false });
    expect(freed).toMatchObject({ isOccupied: false, room: { bedsOccupied: 0, availability: 'available' } });
    expect(await kit.counters(room.id)).toEqual([2, 0, 'available']);
  });

  it("refuses to free a resident's bed through updateBed, and changes nothing", async () => {
    const room = await kit.newRoom(a, 1);
    const { student } = await kit.checkIn(a, room, 0);
    const message = `Bed ${room.roomNumber}-a has a resident: remove them from the bed instead`;
    expect(await failure(beds.updateBed(a, room.beds[0].id, { isOccupied: false, foodPlan: 'none' }))).toEqual({
      statusCode: 409,
      error: 'CONFLICT',
      message,
      fields: [{ field: 'isOccupied', message }],
    });
    expect(await kit.db.manager.findOneByOrFail(Bed, { id: room.beds[0].id })).toMatchObject({
      isOccupied: true,
      currentStudentId: student.id,
      foodPlan: 'veg',
    });
    expect(await kit.counters(room.id)).toEqual([1, 1, 'not_available']);
  });

  it('removes a free bed and recounts the room', async () => {
    const room = await kit.newRoom(a, 2);
    await kit.checkIn(a, room, 0);
    const removed = await beds.removeBed(a, room.beds[1].id);
    expect(removed).toEqual({
      id: room.beds[1].id,
      room: expect.objectContaining({ id: room.id, totalBeds: 1, bedsOccupied: 1, availability: 'not_available' }),
    });
    expect(await kit.db.manager.countBy(Bed, { id: room.beds[1].id })).toBe(0);
  });

  it('refuses to remove an occupied bed, and keeps the history of a removed one', async () => {
    const room = await kit.newRoom(a, 1);
    const { student } = await kit.checkIn(a, room, 0);
    expect(await failure(beds.removeBed(a, room.beds[0].id))).toEqual({
      statusCode: 409,
      error: 'CONFLICT',
      message: `Bed ${room.roomNumber}-a is occupied`,
      fields: [{ field: 'id', message: `Bed ${room.roomNumber}-a is occupied` }],
    });
    await t.app.get(BedAssignmentService).removeFromBed(a, student.id);
    await beds.removeBed(a, room.beds[0].id);
    expect(await kit.db.manager.findOneByOrFail(Stay, { studentId: student.id })).toMatchObject({
      bedId: null,
      bedLabel: `${room.roomNumber}-a`,
    });
    expect(await kit.counters(room.id)).toEqual([0, 0, 'available']);
  });

  it("answers another hostel's bed like a missing one", async () => {
    const roomB = await kit.newRoom(b, 1);
    const missing = await failure(beds.removeBed(a, 999_999));
    expect(missing).toEqual({
      statusCode: 404,
      error: 'NOT_FOUND',
      message: 'Bed not found',
      fields: [{ field: 'id', message: 'Bed not found' }],
    });
    expect(await failure(beds.removeBed(a, roomB.beds[0].id))).toEqual(missing);
    expect(await failure(beds.updateBed(a, roomB.beds[0].id, { foodPlan: 'none' }))).toEqual(missing);
  });

  it('starts a stay when a new bed is given a resident', async () => {
    const room = await kit.newRoom(a, 1);
    const student = await kit.newStudent(a);
    const bed = await t.app.get(BedAssignmentService).addBed(a, {
      roomId: room.id,
      bedNumber: 2,
      pricePerMonthPaise: 500_000,
      isOccupied: true,
      foodPlan: 'none',
      studentId: student.id,
    });
    expect(bed).toMatchObject({ currentStudentId: student.id, isOccupied: true });
    expect(await kit.db.manager.findBy(Stay, { studentId: student.id })).toEqual([
      expect.objectContaining({
        bedId: bed.id,
        bedLabel: `${room.roomNumber}-b`,
        startDate: '2026-11-20',
        endDate: null,
      }),
    ]);
  });
});
