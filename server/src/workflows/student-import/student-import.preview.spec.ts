import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { caller, studentsKit } from '../../../test/support/students';
import { seedTwoHostels } from '../../../test/support/users';
import type { RequestCaller } from '../../common/caller';
import { Student } from '../../students/student.entity';
import { StudentImportService } from './student-import.service';

import { csv, failure } from '../../../test/support/student-import';

describe.each(TEST_DATABASES)('StudentImportService.preview on %s', (database) => {
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
});
