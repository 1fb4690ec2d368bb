import { DataSource } from 'typeorm';
import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { bedInput, caller } from '../../../test/support/students';
import { seedTwoHostels } from '../../../test/support/users';
import type { Caller } from '../../common/caller';
import { NotFoundError } from '../../common/errors';
import { RoomsService, RoomWithBeds } from '../rooms/rooms.service';
import { BedAssignmentService } from '../../workflows/bed-assignment/bed-assignment.service';
import { Student } from '../../students/student.entity';
import { StudentsService } from '../../students/students.service';
import { BedsService } from './beds.service';
import { BedsArgs } from './dto/beds.args';

describe.each(TEST_DATABASES)('BedsService on %s', (database) => {
  let t: TestApp;
  let beds: BedsService;
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

  describe('list', () => {
    let room: RoomWithBeds;

    beforeAll(async () => {
      room = await newRoom(b, 2);
      await assignment.addBed(b, bedInput(room.id, 3, { isOccupied: true, foodPlan: 'non_veg' }));
      await newRoom(b, 1);
    });

    const list = (extra: Partial<BedsArgs>) => beds.list(b, Object.assign(new BedsArgs(), extra));
    const labels = async (extra: Partial<BedsArgs>) =>
      (await list(extra)).items.map((bed) => `${bed.room.roomNumber}/${bed.bedNumber}`);

    it("lists the caller's beds by room and bed number", async () => {
      expect(await labels({})).toEqual([
        `${room.roomNumber}/1`,
        `${room.roomNumber}/2`,
        `${room.roomNumber}/3`,
        `${room.roomNumber + 1}/1`,
      ]);
    });

    it('filters by room, occupancy and food plan, and pages', async () => {
      expect(await labels({ roomId: room.id, filter: { isOccupied: false } })).toEqual([
        `${room.roomNumber}/1`,
        `${room.roomNumber}/2`,
      ]);
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
    await assignment.addBed(a, bedInput(room.id, 3, { studentId: student.id }));
    const byRoom = await beds.byRoomIds([room.id, 999_999]);
    expect(byRoom.map((list) => list.map((bed) => bed.bedNumber))).toEqual([[1, 2, 3], []]);
    expect((await beds.byStudentIds([999_999, student.id])).map((bed) => bed?.bedNumber ?? null)).toEqual([null, 3]);
  });
});
