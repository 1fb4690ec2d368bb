import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { caller, studentsKit } from '../../../test/support/students';
import { seedTwoHostels } from '../../../test/support/users';
import { Activity } from '../../events/activity.entity';
import { Bed } from '../../housing/beds/bed.entity';
import type { RequestCaller } from '../../common/caller';
import { AppError } from '../../common/errors';
import { Stay } from '../../housing/stays/stay.entity';
import { Student } from '../../students/student.entity';
import { CheckInService } from '../check-in/check-in.service';
import { StudentImportService } from './student-import.service';

import { csv, failure, row } from '../../../test/support/student-import';

describe.each(TEST_DATABASES)('StudentImportService on %s', (database) => {
  let t: TestApp;
  let importer: StudentImportService;
  let kit: ReturnType<typeof studentsKit>;
  let a: RequestCaller;
  let b: RequestCaller;

  beforeAll(async () => {
    t = await startTestApp(database);
    importer = t.app.get(StudentImportService);
    kit = studentsKit(t);
    const { hostelA, hostelB } = await seedTwoHostels(t);
    a = caller(hostelA.id);
    b = caller(hostelB.id);
  });
  afterAll(() => t.close());

  describe('importStudents', () => {
    it('adds every resident and gives those with a room its lowest-numbered free bed, with a stay and an activity', async () => {
      const room = await kit.newRoom(a, 3);
      await kit.checkIn(a, room, 0);
      const rows = [
        row(2, 'Riya Das', kit.nextPhone(), room.roomNumber),
        row(3, 'Yash Jain', kit.nextPhone()),
        row(4, 'Sanya Kapoor', kit.nextPhone(), room.roomNumber),
      ];
      const result = await importer.importStudents(a, rows);
      expect(result.imported).toBe(3);
      expect(result.students.map((s) => [s.name, s.roomNumber, s.hostelId])).toEqual([
        ['Riya Das', room.roomNumber, a.hostelId],
        ['Yash Jain', null, a.hostelId],
        ['Sanya Kapoor', room.roomNumber, a.hostelId],
      ]);
      expect(result.rooms.map((r) => [r.id, r.bedsOccupied, r.availability])).toEqual([[room.id, 3, 'not_available']]);
      const beds = await kit.db.manager.find(Bed, { where: { roomId: room.id }, order: { bedNumber: 'ASC' } });
      expect(beds.slice(1).map((bed) => bed.currentStudentId)).toEqual([result.students[0].id, result.students[2].id]);
      expect(await kit.db.manager.findOneBy(Stay, { studentId: result.students[0].id })).toMatchObject({
        bedLabel: `${room.roomNumber}-b`,
        startDate: '2026-11-01',
        endDate: null,
      });
      expect(await kit.db.manager.countBy(Activity, { action: 'student.imported', hostelId: a.hostelId })).toBe(3);
    });

    it('checks the rows again and writes nothing when one is bad, naming each row and field', async () => {
      const room = await kit.newRoom(a, 1);
      const taken = await kit.newStudent(a, 'Already Here');
      const before = await kit.rowCounts();
      const rows = [
        row(2, 'Good One', kit.nextPhone(), room.roomNumber),
        { ...row(3, 'Bad Mail', kit.nextPhone()), email: 'nope' },
        row(5, 'Twin', taken.phone),
      ];
      expect(await failure(importer.importStudents(a, rows))).toMatchObject({
        statusCode: 400,
        fields: [{ field: 'rows.1.email', message: 'Line 3: email: Invalid email format.' }],
      });
      expect(await failure(importer.importStudents(a, [rows[0], rows[2]]))).toMatchObject({
        fields: [{ field: 'rows.1.phone', message: 'Line 5: phone: Already registered to a resident' }],
      });
      expect(
        await failure(
          importer.importStudents(a, [rows[0], { ...row(6, 'Second', kit.nextPhone()), roomNumber: room.roomNumber }]),
        ),
      ).toMatchObject({
        fields: [{ field: 'rows.1.roomNumber', message: `Line 6: room_no: Room ${room.roomNumber} has no free bed` }],
      });
      expect(await kit.rowCounts()).toEqual(before);
      expect(await kit.counters(room.id)).toEqual([1, 0, 'available']);
    });

    it("treats another hostel's room like a missing one", async () => {
      const foreign = await kit.newRoom(b, 1);
      expect(
        await failure(importer.importStudents(a, [row(2, 'Lost', kit.nextPhone(), foreign.roomNumber)])),
      ).toMatchObject({
        fields: [{ field: 'rows.0.roomNumber', message: `Line 2: room_no: Room ${foreign.roomNumber} not found` }],
      });
    });

    it('imports what a preview of an export-style file kept', async () => {
      const preview = await importer.preview(
        a,
        csv(`'=Formula Name,formula@example.com,${kit.nextPhone()},2026-11-01,`),
      );
      const result = await importer.importStudents(a, preview.validRows);
      expect(result.students.map((s) => s.name)).toEqual(['=Formula Name']);
    });
  });
  it('lets only one of an import and a check-in of the same phone at once through, each with a bed', async () => {
    // Two rooms, so that no room lock serialises them: only the lock on the phone does.
    const [importRoom, checkInRoom] = [await kit.newRoom(a, 1), await kit.newRoom(a, 1)];
    const phone = '+919123400077';
    const runs = [
      importer.importStudents(a, [row(2, 'Racing Importer', phone, importRoom.roomNumber)]),
      t.app.get(CheckInService).checkIn(a, kit.checkInInput(checkInRoom, 0, { phone })),
    ];
    const outcomes = (await Promise.allSettled(runs)).map((r) =>
      r.status === 'fulfilled' ? 'ok' : r.reason instanceof AppError ? r.reason.code : String(r.reason),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(await kit.db.manager.countBy(Student, { phone })).toBe(1);
  });
});
