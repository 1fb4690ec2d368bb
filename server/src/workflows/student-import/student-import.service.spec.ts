import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { caller, studentsKit } from '../../../test/support/students';
import { seedTwoHostels } from '../../../test/support/users';
import { Activity } from '../../activity/activity.entity';
import { Bed } from '../../housing/beds/bed.entity';
import type { AuthUser } from '../../common/auth-user';
import { AppError } from '../../common/errors';
import { Stay } from '../../housing/stays/stay.entity';
import { Student } from '../../students/student.entity';
import { StudentImportInput } from './dto/student-import.args';
import { CheckInService } from '../check-in/check-in.service';
import { StudentImportService } from './student-import.service';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => (e instanceof AppError ? e.getResponse() : e),
  );
const HEADER = 'name,email,phone,move_in_date,room_no';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n');
const row = (line: number, name: string, phone: string, roomNumber: number | null = null): StudentImportInput => ({
  line,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  phone,
  moveInDate: '2026-11-01',
  roomNumber,
});

describe.each(TEST_DATABASES)('StudentImportService on %s', (database) => {
  let t: TestApp;
  let importer: StudentImportService;
  let kit: ReturnType<typeof studentsKit>;
  let a: AuthUser;
  let b: AuthUser;

  beforeAll(async () => {
    t = await startTestApp(database);
    importer = t.app.get(StudentImportService);
    kit = studentsKit(t);
    const { hostelA, hostelB } = await seedTwoHostels(t);
    a = caller(hostelA.id);
    b = caller(hostelB.id);
  });
  afterAll(() => t.close());

  describe('preview', () => {
    it('reads the columns in any order and case, skips blank lines and writes nothing', async () => {
      const before = await kit.rowCounts();
      const preview = await importer.preview(
        a,
        '\uFEFFPhone,Move_In_Date,NAME,Email\n9811100001,2026-10-01,"Nair, Priya",priya@example.com\n\n9811100002,2026-10-02,Arjun Menon,arjun@example.com\n',
      );
      expect(preview).toMatchObject({ totalRows: 2, invalidRows: [] });
      expect(preview.id).toMatch(/^[0-9a-f]{64}$/);
      expect(preview.validRows).toEqual([
        {
          id: '2',
          line: 2,
          name: 'Nair, Priya',
          email: 'priya@example.com',
          phone: '+919811100001',
          moveInDate: '2026-10-01',
          roomNumber: null,
          warnings: [],
        },
        {
          id: '4',
          line: 4,
          name: 'Arjun Menon',
          email: 'arjun@example.com',
          phone: '+919811100002',
          moveInDate: '2026-10-02',
          roomNumber: null,
          warnings: [],
        },
      ]);
      expect(await kit.rowCounts()).toEqual(before);
    });

    it('lists every problem of a row, each naming its column, with the row as written', async () => {
      const preview = await importer.preview(
        a,
        csv(',not-an-email,12345,01/11/2026,1x', 'Ok Name,ok@example.com,98111 00003,2027-12-01,'),
      );
      expect(preview.validRows).toEqual([]);
      expect(preview.invalidRows).toEqual([
        {
          id: '2',
          line: 2,
          raw: ',not-an-email,12345,01/11/2026,1x',
          errors: [
            'name: Name is required.',
            'email: Invalid email format.',
            'phone: Must be of 10 digits.',
            'move_in_date: Invalid date (use YYYY-MM-DD)',
            'room_no: Must be a whole number',
          ],
        },
        {
          id: '3',
          line: 3,
          raw: 'Ok Name,ok@example.com,98111 00003,2027-12-01,',
          errors: ['move_in_date: Move-in Date must be between 20 Nov 2021 and 20 Nov 2027.'],
        },
      ]);
    });

    it('refuses a phone a current resident or an earlier row has; an archived resident’s phone is free', async () => {
      const current = await kit.newStudent(a, 'Kavya Iyer');
      const gone = await kit.newStudent(a, 'Old Timer');
      await kit.db.manager.update(Student, { id: gone.id }, { archivedAt: t.clock.now() });
      const elsewhere = await kit.newStudent(b, 'Other Hostel');
      const preview = await importer.preview(
        a,
        csv(
          `One,one@example.com,${current.phone},2026-11-01,`,
          `Two,two@example.com,${gone.phone},2026-11-01,`,
          `Three,three@example.com,${gone.phone},2026-11-01,`,
          `Four,four@example.com,${elsewhere.phone},2026-11-01,`,
        ),
      );
      expect(preview.validRows.map((r) => r.name)).toEqual(['Two', 'Four']);
      expect(preview.invalidRows.map((r) => [r.line, r.errors])).toEqual([
        [2, ['phone: Already registered to a resident']],
        [4, ['phone: Already registered to a resident']],
      ]);
    });

    it('reads phones as people write them, stores them as E.164, and sees a taken one in any form', async () => {
      const current = await kit.newStudent(a, 'Meera Shah');
      const national = current.phone.slice(3);
      const preview = await importer.preview(
        a,
        csv(
          `One,one@example.com,098765 43201,2026-11-01,`,
          `Two,two@example.com,+91-98765-43202,2026-11-01,`,
          `Three,three@example.com,'+919876543203,2026-11-01,`,
          `Four,four@example.com,+91 ${national.slice(0, 5)} ${national.slice(5)},2026-11-01,`,
          `Five,five@example.com,58765 43205,2026-11-01,`,
          `Six,six@example.com,98765 4320,2026-11-01,`,
          `Seven,seven@example.com,+91 98765 43202,2026-11-01,`,
        ),
      );
      expect(preview.validRows.map((r) => [r.name, r.phone])).toEqual([
        ['One', '+919876543201'],
        ['Two', '+919876543202'],
        ['Three', '+919876543203'],
      ]);
      expect(preview.invalidRows.map((r) => [r.line, r.errors])).toEqual([
        [5, ['phone: Already registered to a resident']],
        [6, ['phone: Phone must be a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.']],
        [7, ['phone: Must be of 10 digits.']],
        [8, ['phone: Already registered to a resident']],
      ]);
    });

    it('warns about an Email a current resident or an earlier row has, in any case, and keeps the row', async () => {
      const current = await kit.newStudent(a, 'Lata Menon');
      const gone = await kit.newStudent(a, 'Gone Menon');
      await kit.db.manager.update(Student, { id: gone.id }, { archivedAt: t.clock.now() });
      const preview = await importer.preview(
        a,
        csv(
          `One,${current.email.toUpperCase()},98765 43301,2026-11-01,`,
          `Two,two.shared@example.com,98765 43302,2026-11-01,`,
          `Three,Two.Shared@example.com,98765 43303,2026-11-01,`,
          `Four,${gone.email},98765 43304,2026-11-01,`,
        ),
      );
      const warning = 'email: A current resident or an earlier row has this Email too; the row will be imported';
      expect(preview.validRows.map((r) => [r.name, r.warnings])).toEqual([
        ['One', [warning]],
        ['Two', []],
        ['Three', [warning]],
        ['Four', []],
      ]);
    });

    it('names rooms the hostel lacks and rooms whose free beds earlier rows took', async () => {
      const room = await kit.newRoom(a, 2);
      await kit.checkIn(a, room, 0);
      const foreign = await kit.newRoom(b, 2);
      const preview = await importer.preview(
        a,
        csv(
          `In,in@example.com,${kit.nextPhone()},2026-11-01,${room.roomNumber}`,
          `Full,full@example.com,${kit.nextPhone()},2026-11-01,${room.roomNumber}`,
          `Nowhere,nowhere@example.com,${kit.nextPhone()},2026-11-01,999`,
          `Foreign,foreign@example.com,${kit.nextPhone()},2026-11-01,${foreign.roomNumber}`,
        ),
      );
      expect(preview.validRows.map((r) => [r.name, r.roomNumber])).toEqual([['In', room.roomNumber]]);
      expect(preview.invalidRows.map((r) => r.errors)).toEqual([
        [`room_no: Room ${room.roomNumber} has no free bed`],
        ['room_no: Room 999 not found'],
        [`room_no: Room ${foreign.roomNumber} not found`],
      ]);
    });

    it('refuses a file without the required columns, a broken file, and files over the limits, naming csv', async () => {
      const csvError = (message: string) => ({
        statusCode: 400,
        error: 'BAD_USER_INPUT',
        message,
        fields: [{ field: 'csv', message }],
      });
      expect(await failure(importer.preview(a, 'name,email,room_no\nx,y,1'))).toEqual(
        csvError(
          'The header row must name the columns name, email, phone, move_in_date (missing: phone, move_in_date)',
        ),
      );
      expect(await failure(importer.preview(a, csv('"open,x@example.com,9811100009,2026-11-01,')))).toEqual(
        csvError('The CSV file cannot be read: Line 2: a quoted field is not closed'),
      );
      const rows = Array.from({ length: 1001 }, (_, i) => `N${i},n${i}@example.com,${9800000000 + i},2026-11-01,`);
      expect(await failure(importer.preview(a, csv(...rows)))).toEqual(
        csvError('The CSV file must have at most 1000 rows (it has 1001)'),
      );
      expect(
        await failure(importer.preview(a, csv(`${'x'.repeat(1024 * 1024)},a@b.co,9811100009,2026-11-01,`))),
      ).toEqual(csvError('The CSV file must be at most 1 MB'));
      expect((await importer.preview(a, csv(...rows.slice(0, 1000)))).totalRows).toBe(1000);
    });
  });

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
