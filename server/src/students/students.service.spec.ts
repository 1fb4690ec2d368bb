import { DataSource } from 'typeorm';
import { startTestApp, TEST_DATABASES, TestApp } from '../../test/support/test-app';
import { seedTwoHostels } from '../../test/support/users';
import { BedAssignmentService } from '../workflows/bed-assignment/bed-assignment.service';
import { Caller, userCaller } from '../common/caller';
import type { Role } from '../common/roles';
import { NotFoundError } from '../common/errors';
import { SortDirection } from '../common/pagination';
import { Transactions } from '../common/transactions';
import { RoomsService } from '../housing/rooms/rooms.service';
import { StudentsArgs, StudentSortField } from './dto/students.args';
import { StudentRecords } from './student-records.service';
import { Student } from './student.entity';
import { NewStudent, StudentsService } from './students.service';

const caller = (hostelId: number, role: Role = 'staff'): Caller =>
  userCaller({ userId: 1, hostelId, role, sessionId: 'spec' });
const person = (name: string, phone: string, moveInDate: string): NewStudent => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@Example.com`,
  phone,
  moveInDate,
});

describe.each(TEST_DATABASES)('StudentsService on %s', (database) => {
  let t: TestApp;
  let students: StudentsService;
  let a: Caller;
  let b: Caller;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(database);
    students = t.app.get(StudentsService);
    const { hostelA, hostelB } = await seedTwoHostels(t);
    a = caller(hostelA.id);
    b = caller(hostelB.id);
    const db = t.app.get(DataSource);
    const created = await students.insertMany(db.manager, a.hostelId, [
      person('aarav Mehta', '9876501234', '2026-03-15'),
      person('Priya Nair', '8123456789', '2026-01-02'),
      person('ROHAN Deshmukh', '7000012345', '2026-08-30'),
      person('Zoya Ali', '6999999999', '2025-12-24'),
      person('Vikram Singh', '9000000050', '2026-05-05'),
    ]);
    for (const s of created) ids[s.name] = s.id;
    // Through the writer, which moves the kept count the list's total reads without a search.
    const vikram = await db.manager.findOneByOrFail(Student, { id: ids['Vikram Singh'] });
    await t.app.get(Transactions).run((m) => t.app.get(StudentRecords).archive(m, vikram, t.clock.now()));
    await students.insertMany(db.manager, b.hostelId, [person('Priya Menon', '9111111111', '2026-02-02')]);

    const rooms = t.app.get(RoomsService);
    const assignment = t.app.get(BedAssignmentService);
    const warden = caller(a.hostelId, 'warden');
    const room = async (roomNumber: number) =>
      rooms.createRoom(warden, {
        roomNumber,
        floor: 1,
        roomType: 'normal',
        isAc: false,
        totalBeds: 1,
        pricePerMonthPaise: 0,
        foodPlan: 'none',
      });
    const r205 = await room(205);
    const r31 = await room(31);
    await assignment.addBed(warden, {
      roomId: r205.id,
      bedNumber: 2,
      pricePerMonthPaise: 0,
      isOccupied: false,
      foodPlan: 'none',
      studentId: ids['Priya Nair'],
    });
    await assignment.addBed(warden, {
      roomId: r31.id,
      bedNumber: 2,
      pricePerMonthPaise: 0,
      isOccupied: false,
      foodPlan: 'none',
      studentId: ids['aarav Mehta'],
    });
    await assignment.addBed(warden, {
      roomId: r31.id,
      bedNumber: 3,
      pricePerMonthPaise: 0,
      isOccupied: false,
      foodPlan: 'none',
      studentId: ids['ROHAN Deshmukh'],
    });
    ids.room205 = r205.id;
  });
  afterAll(() => t.close());

  const list = (caller: Caller, extra: Partial<StudentsArgs>) =>
    students.list(caller, Object.assign(new StudentsArgs(), extra));
  const names = async (extra: Partial<StudentsArgs>, user = a) => (await list(user, extra)).items.map((s) => s.name);

  it("lists the caller's current residents by name, case-insensitively, with their room number", async () => {
    const page = await list(a, {});
    expect(page.totalCount).toBe(4);
    expect(page.items.map((s) => [s.name, s.roomNumber])).toEqual([
      ['aarav Mehta', 31],
      ['Priya Nair', 205],
      ['ROHAN Deshmukh', 31],
      ['Zoya Ali', null],
    ]);
    expect(await names({}, b)).toEqual(['Priya Menon']);
  });

  it('searches name, email, phone and room number, case-insensitively', async () => {
    expect(await names({ search: 'PRIYA' })).toEqual(['Priya Nair']);
    expect(await names({ search: 'rohan' })).toEqual(['ROHAN Deshmukh']);
    expect(await names({ search: 'zoya.ali@EXAMPLE' })).toEqual(['Zoya Ali']);
    expect(await names({ search: '98765' })).toEqual(['aarav Mehta']);
    expect(await names({ search: '205' })).toEqual(['Priya Nair']);
    expect(await names({ search: '31' })).toEqual(['aarav Mehta', 'ROHAN Deshmukh']);
    expect(await names({ search: 'singh' })).toEqual([]);
    expect(await names({ search: '%' })).toEqual([]);
  });

  it('filters by having a bed and by room', async () => {
    expect(await names({ filter: { hasBed: false } })).toEqual(['Zoya Ali']);
    expect(await names({ filter: { hasBed: true } })).toEqual(['aarav Mehta', 'Priya Nair', 'ROHAN Deshmukh']);
    expect(await names({ filter: { roomId: ids.room205 } })).toEqual(['Priya Nair']);
    expect(await names({ filter: { roomId: ids.room205 } }, b)).toEqual([]);
  });

  it('sorts by each column both ways; residents without a room come last', async () => {
    const sorted = (field: StudentSortField, direction = SortDirection.ASC) => names({ sort: { field, direction } });
    expect(await sorted(StudentSortField.NAME, SortDirection.DESC)).toEqual([
      'Zoya Ali',
      'ROHAN Deshmukh',
      'Priya Nair',
      'aarav Mehta',
    ]);
    expect(await sorted(StudentSortField.MOVE_IN_DATE)).toEqual([
      'Zoya Ali',
      'Priya Nair',
      'aarav Mehta',
      'ROHAN Deshmukh',
    ]);
    expect(await sorted(StudentSortField.PHONE)).toEqual(['Zoya Ali', 'ROHAN Deshmukh', 'Priya Nair', 'aarav Mehta']);
    expect(await sorted(StudentSortField.EMAIL, SortDirection.DESC)).toEqual([
      'Zoya Ali',
      'ROHAN Deshmukh',
      'Priya Nair',
      'aarav Mehta',
    ]);
    expect(await sorted(StudentSortField.ROOM_NUMBER)).toEqual([
      'aarav Mehta',
      'ROHAN Deshmukh',
      'Priya Nair',
      'Zoya Ali',
    ]);
    expect(await sorted(StudentSortField.ROOM_NUMBER, SortDirection.DESC)).toEqual([
      'Priya Nair',
      'aarav Mehta',
      'ROHAN Deshmukh',
      'Zoya Ali',
    ]);
  });

  it('pages in SQL with the total of every page', async () => {
    const page = await list(a, { page: 2, pageSize: 3 });
    expect([page.items.map((s) => s.name), page.totalCount]).toEqual([['Zoya Ali'], 4]);
    expect(await list(a, { page: 3, pageSize: 3 })).toEqual({ items: [], totalCount: 4 });
  });

  it("finds one resident, archived ones too, but not another hostel's", async () => {
    await expect(students.findOne(a, ids['Priya Nair'])).resolves.toMatchObject({
      name: 'Priya Nair',
      moveInDate: '2026-01-02',
      roomNumber: 205,
    });
    await expect(students.findOne(b, ids['Priya Nair'])).rejects.toThrow(NotFoundError);
    await expect(students.findOne(a, ids['Vikram Singh'])).resolves.toMatchObject({
      name: 'Vikram Singh',
      archivedAt: expect.any(Date),
    });
  });

  it('loads residents by id in the order asked', async () => {
    const found = await students.byIds([ids['Zoya Ali'], 999_999, ids['aarav Mehta']]);
    expect(found.map((s) => s && [s.name, s.roomNumber])).toEqual([['Zoya Ali', null], null, ['aarav Mehta', 31]]);
  });
});
