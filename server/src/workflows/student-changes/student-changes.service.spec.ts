import { Student } from '../../students/student.entity';
import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { caller, studentsKit } from '../../../test/support/students';
import { seedTwoHostels } from '../../../test/support/users';
import type { RequestCaller } from '../../common/caller';
import { AppError } from '../../common/errors';
import { Deposit } from '../../deposits/deposit.entity';
import { RentTerms } from '../../rent/rent-terms.entity';
import { StudentsArgs } from '../../students/dto/students.args';
import { UpdateStudentInput } from './dto/update-student.input';
import { StudentsService } from '../../students/students.service';
import { StudentChangesService } from './student-changes.service';
import { Stay } from '../../housing/stays/stay.entity';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: AppError) => e.getResponse(),
  );
const patch = (values: Partial<UpdateStudentInput>) => Object.assign(new UpdateStudentInput(), values);

describe.each(TEST_DATABASES)('StudentChangesService on %s', (database) => {
  let t: TestApp;
  let changes: StudentChangesService;
  let kit: ReturnType<typeof studentsKit>;
  let a: RequestCaller;
  let b: RequestCaller;

  beforeAll(async () => {
    t = await startTestApp(database);
    changes = t.app.get(StudentChangesService);
    kit = studentsKit(t);
    const { hostelA, hostelB } = await seedTwoHostels(t);
    a = caller(hostelA.id);
    b = caller(hostelB.id);
  });
  afterAll(() => t.close());

  describe('archiveStudent', () => {
    it('frees the bed, recounts the room and keeps stays, deposit and rent terms', async () => {
      const room = await kit.newRoom(a, 2);
      const { student } = await kit.checkIn(a, room, 0);
      await kit.checkIn(a, room, 1);
      const archived = await changes.archiveStudent(a, student.id);
      expect(archived.student).toMatchObject({ id: student.id, archivedAt: expect.any(Date), roomNumber: null });
      expect(archived.beds.map((bed) => [bed.id, bed.isOccupied, bed.currentStudentId])).toEqual([
        [room.beds[0].id, false, null],
      ]);
      expect(archived.rooms.map((r) => [r.id, r.bedsOccupied, r.availability])).toEqual([
        [room.id, 1, 'partially_available'],
      ]);

      const manager = kit.db.manager;
      expect(await manager.findBy(Stay, { studentId: student.id })).toEqual([
        expect.objectContaining({ startDate: '2026-11-20', endDate: '2026-11-20' }),
      ]);
      expect(await manager.countBy(Deposit, { studentId: student.id })).toBe(1);
      expect(await manager.countBy(RentTerms, { studentId: student.id })).toBe(1);
    });

    it('leaves the lists but still answers the resident by id', async () => {
      const room = await kit.newRoom(a, 1);
      const { student } = await kit.checkIn(a, room, 0, { name: 'Zed Archived' });
      await changes.archiveStudent(a, student.id);
      const students = t.app.get(StudentsService);
      expect((await students.list(a, Object.assign(new StudentsArgs(), { search: 'Zed Archived' }))).totalCount).toBe(
        0,
      );
      await expect(students.findOne(a, student.id)).resolves.toMatchObject({
        name: 'Zed Archived',
        archivedAt: expect.any(Date),
      });
    });

    it('archives a resident without a bed, and archiving twice changes nothing more', async () => {
      const student = await kit.newStudent(a);
      const first = await changes.archiveStudent(a, student.id);
      expect([first.beds, first.rooms]).toEqual([[], []]);
      const archivedAt = first.student.archivedAt;
      t.clock.advance(60_000);
      const again = await changes.archiveStudent(a, student.id);
      expect(again).toEqual({
        student: expect.objectContaining({ id: student.id, archivedAt }),
        beds: [],
        rooms: [],
        warnings: [],
      });
    });

    it("answers another hostel's resident like a missing one", async () => {
      const student = await kit.newStudent(b);
      const missing = await failure(changes.archiveStudent(a, 999_999));
      expect(missing).toEqual({
        statusCode: 404,
        error: 'NOT_FOUND',
        message: 'Student not found',
        fields: [{ field: 'id', message: 'Student not found' }],
      });
      expect(await failure(changes.archiveStudent(a, student.id))).toEqual(missing);
    });
  });

  describe('updateStudent', () => {
    it('changes name, email and phone and answers the resident without bed changes', async () => {
      const room = await kit.newRoom(a, 1);
      const { student } = await kit.checkIn(a, room, 0);
      const updated = await changes.updateStudent(
        a,
        student.id,
        patch({ name: 'Priya Nair', email: 'priya@example.com', phone: '+919000011111' }),
      );
      expect(updated).toEqual({
        student: expect.objectContaining({
          name: 'Priya Nair',
          email: 'priya@example.com',
          phone: '+919000011111',
          roomNumber: room.roomNumber,
        }),
        beds: [],
        rooms: [],
        warnings: [],
      });
    });

    it('moves the start of the first stay with a corrected move-in date', async () => {
      const room = await kit.newRoom(a, 1);
      const { student } = await kit.checkIn(a, room, 0, { moveInDate: '2026-10-01' });
      await changes.updateStudent(a, student.id, patch({ moveInDate: '2026-09-15' }));
      expect(await kit.db.manager.findBy(Stay, { studentId: student.id })).toEqual([
        expect.objectContaining({ startDate: '2026-09-15', endDate: null }),
      ]);
    });

    it('refuses a move-in date in the far future, naming the field', async () => {
      const student = await kit.newStudent(a);
      expect(await failure(changes.updateStudent(a, student.id, patch({ moveInDate: '2027-12-01' })))).toMatchObject({
        statusCode: 400,
        fields: [{ field: 'moveInDate' }],
      });
    });

    it('refuses the phone of another current resident, with or without a bed; an archived one’s is free', async () => {
      const waiting = await kit.newStudent(a, 'Waiting Without Bed');
      const gone = await kit.newStudent(a, 'Gone Away');
      await changes.archiveStudent(a, gone.id);
      const student = await kit.newStudent(a);
      expect(await failure(changes.updateStudent(a, student.id, patch({ phone: waiting.phone })))).toMatchObject({
        statusCode: 409,
        fields: [{ field: 'phone' }],
      });
      await expect(changes.updateStudent(a, student.id, patch({ phone: gone.phone }))).resolves.toMatchObject({
        student: { phone: gone.phone },
      });
    });

    it('warns, and saves, when the new email is another current resident’s; an archived one’s is no news', async () => {
      const one = await kit.newStudent(a, 'Asha Rao');
      const two = await kit.newStudent(a, 'Bina Das');
      const gone = await kit.newStudent(a, 'Gone Away');
      await changes.archiveStudent(a, gone.id);
      const student = await kit.newStudent(a);
      await kit.db.manager.update(Student, { id: two.id }, { email: 'ASHA.RAO@example.com' });
      const warned = await changes.updateStudent(a, student.id, patch({ email: one.email }));
      expect(warned.student.email).toBe(one.email);
      expect(warned.warnings).toEqual([
        {
          field: 'email',
          message: '2 other current residents have this Email too (Asha Rao, Bina Das). The details were saved.',
        },
      ]);
      expect((await changes.updateStudent(a, student.id, patch({ email: gone.email }))).warnings).toEqual([]);
    });

    it('refuses the phone of another checked-in resident', async () => {
      const room = await kit.newRoom(a, 2);
      const one = await kit.checkIn(a, room, 0);
      const two = await kit.checkIn(a, room, 1);
      expect(await failure(changes.updateStudent(a, two.student.id, patch({ phone: one.student.phone })))).toEqual({
        statusCode: 409,
        error: 'CONFLICT',
        message: 'Phone is already used by a current resident of this hostel (residents sign in with it)',
        fields: [
          {
            field: 'phone',
            message: 'Phone is already used by a current resident of this hostel (residents sign in with it)',
          },
        ],
      });
    });

    it("moves to another room's lowest-numbered free bed, updating both rooms", async () => {
      const [from, to] = [await kit.newRoom(a, 1), await kit.newRoom(a, 3)];
      const { student } = await kit.checkIn(a, from, 0);
      await kit.checkIn(a, to, 0);
      const moved = await changes.updateStudent(a, student.id, patch({ roomId: to.id }));
      expect(moved.student).toMatchObject({ roomNumber: to.roomNumber });
      expect(moved.beds.map((bed) => [bed.id, bed.isOccupied])).toEqual([
        [from.beds[0].id, false],
        [to.beds[1].id, true],
      ]);
      expect(moved.rooms.map((r) => [r.id, r.bedsOccupied, r.availability]).sort()).toEqual(
        [
          [from.id, 0, 'available'],
          [to.id, 2, 'partially_available'],
        ].sort(),
      );
    });

    it('gives a resident without a bed one in the room, and changes nothing for the same room', async () => {
      const room = await kit.newRoom(a, 2);
      const student = await kit.newStudent(a);
      expect(
        (await changes.updateStudent(a, student.id, patch({ roomId: room.id }))).beds.map((bed) => bed.id),
      ).toEqual([room.beds[0].id]);
      expect(await changes.updateStudent(a, student.id, patch({ roomId: room.id }))).toMatchObject({
        beds: [],
        rooms: [],
      });
    });

    it('refuses a full room, writing nothing', async () => {
      const [from, full] = [await kit.newRoom(a, 1), await kit.newRoom(a, 1)];
      const { student } = await kit.checkIn(a, from, 0);
      await kit.checkIn(a, full, 0);
      expect(
        await failure(changes.updateStudent(a, student.id, patch({ name: 'Changed', roomId: full.id }))),
      ).toMatchObject({
        statusCode: 409,
        message: `Room ${full.roomNumber} has no free bed`,
        fields: [{ field: 'roomId' }],
      });
      expect(await t.app.get(StudentsService).findOne(a, student.id)).toMatchObject({
        name: student.name,
        roomNumber: from.roomNumber,
      });
    });

    it("answers another hostel's room as missing, and refuses an archived resident", async () => {
      const roomB = await kit.newRoom(b, 1);
      const student = await kit.newStudent(a);
      expect(await failure(changes.updateStudent(a, student.id, patch({ roomId: roomB.id })))).toMatchObject({
        statusCode: 404,
        fields: [{ field: 'roomId' }],
      });
      await changes.archiveStudent(a, student.id);
      expect(await failure(changes.updateStudent(a, student.id, patch({ name: 'Back' })))).toMatchObject({
        statusCode: 409,
        fields: [{ field: 'id' }],
      });
    });
  });
});
