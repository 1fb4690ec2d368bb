import { DataSource } from 'typeorm';
import { caller, studentsKit } from '../../test/support/students';
import { startTestApp, TEST_DATABASES, TestApp } from '../../test/support/test-app';
import { seedTwoHostels } from '../../test/support/users';
import { SortDirection } from '../common/pagination';
import { Transactions } from '../common/transactions';
import { StudentSortField } from './dto/students.args';
import { StudentListQuery } from './student-list.query';
import { ListRequest, searchTerm } from './student-list.sql';
import { StudentRecords } from './student-records.service';
import { Student } from './student.entity';
import { StudentsService, StudentWithRoom } from './students.service';

/** The same query, but every search with a match is read in sort order: the plan for broad searches. */
class EveryMatchInOrder extends StudentListQuery {
  protected readonly candidateLimit = 1;
}

const FIRST = ['Aarav', 'priya', 'ROHAN', 'Zoya', 'Ishita', 'Kavya'];
const LAST = ['Mehta', 'Nair', 'Das', 'Ali', 'Iyer'];

/** What the list should answer, worked out in plain code from every resident. */
function expected(
  all: StudentWithRoom[],
  request: ListRequest,
  search: string | undefined,
  roomNumber?: number,
): number[] {
  const term = search?.trim().toLowerCase();
  const key = (s: StudentWithRoom): string | number => {
    if (request.field === StudentSortField.NAME) return s.name.toLowerCase();
    if (request.field === StudentSortField.EMAIL) return s.email.toLowerCase();
    if (request.field === StudentSortField.PHONE) return s.phone;
    return s.moveInDate;
  };
  const sign = request.direction === SortDirection.ASC ? 1 : -1;
  const compare = (x: StudentWithRoom, y: StudentWithRoom) => {
    if (request.field === StudentSortField.ROOM_NUMBER) {
      if (x.roomNumber !== y.roomNumber)
        return x.roomNumber === null ? 1 : y.roomNumber === null ? -1 : sign * (x.roomNumber - y.roomNumber);
      return x.id - y.id;
    }
    return key(x) < key(y) ? -sign : key(x) > key(y) ? sign : sign * (x.id - y.id);
  };
  return all
    .filter((s) => s.archivedAt === null && s.hostelId === request.scope)
    .filter(
      (s) =>
        !term ||
        `${s.name}|${s.email}|${s.phone}`.toLowerCase().includes(term) ||
        String(s.roomNumber ?? '').includes(term),
    )
    .filter((s) => request.hasBed === undefined || (s.roomNumber !== null) === request.hasBed)
    .filter((s) => request.roomId === undefined || s.roomNumber === roomNumber)
    .sort(compare)
    .map((s) => s.id);
}

describe.each(TEST_DATABASES)('StudentListQuery on %s', (database) => {
  let t: TestApp;
  let narrow: StudentListQuery;
  let broad: StudentListQuery;
  let hostelId: number;
  let room: { id: number; roomNumber: number };
  let all: () => Promise<StudentWithRoom[]>;

  beforeAll(async () => {
    t = await startTestApp(database);
    const db = t.app.get(DataSource);
    narrow = t.app.get(StudentListQuery);
    broad = new EveryMatchInOrder(db);
    const kit = studentsKit(t);
    const { hostelA, hostelB } = await seedTwoHostels(t);
    hostelId = hostelA.id;
    const a = caller(hostelA.id);
    const rooms = [await kit.newRoom(a, 3), await kit.newRoom(a, 3), await kit.newRoom(a, 2)];
    room = rooms[1];
    for (let i = 0; i < 24; i++) {
      const name = `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`;
      const input = {
        name,
        email: `${name.toLowerCase().replace(' ', '.')}.${i}@example.com`,
        moveInDate: `2026-0${1 + (i % 3)}-1${i % 4}`,
      };
      if (i < 8) await kit.checkIn(a, rooms[i % 3], Math.floor(i / 3), input);
      else await kit.newStudent(a, name);
    }
    await kit.newStudent(caller(hostelB.id), 'Aarav Mehta');
    const archived = await kit.newStudent(a, 'Aarav Gone');
    // Through the writer, which moves the kept count the list's total reads without a search.
    await t.app.get(Transactions).run((m) => t.app.get(StudentRecords).archive(m, archived, t.clock.now()));
    const students = t.app.get(StudentsService);
    all = async () =>
      (await students.byIds((await db.manager.find(Student)).map((s) => s.id))).filter(
        (s): s is StudentWithRoom => s !== null,
      );
  });
  afterAll(() => t.close());

  const searches = [
    undefined,
    'aarav',
    'PRIYA n',
    'mehta',
    '@example',
    'ali',
    '98000',
    '10',
    '101',
    '1',
    'zz',
    '%',
    'a_b',
  ];

  it('answers every search, order and page like plain code would, whichever plan it takes', async () => {
    const everyone = await all();
    for (const search of searches) {
      for (const field of Object.values(StudentSortField)) {
        for (const direction of Object.values(SortDirection)) {
          const request: ListRequest = { scope: hostelId, search: searchTerm(search), field, direction };
          const ids = expected(everyone, request, search);
          for (const query of [narrow, broad]) {
            for (const offset of [0, 5, 10]) {
              expect([search, field, direction, offset, await query.page(request, offset, 5)]).toEqual([
                search,
                field,
                direction,
                offset,
                { ids: ids.slice(offset, offset + 5), totalCount: ids.length },
              ]);
            }
          }
        }
      }
    }
  });

  it("counts every hostel's current residents for a superadmin (no scope), from the kept counts", async () => {
    const current = (await all()).filter((s) => s.archivedAt === null);
    for (const query of [narrow, broad]) {
      const page = await query.page({ field: StudentSortField.NAME, direction: SortDirection.ASC }, 0, 5);
      expect(page.totalCount).toBe(current.length);
      expect(new Set(current.map((s) => s.hostelId)).size).toBe(2);
    }
  });

  it('filters by bed and by room, with and without a search', async () => {
    const everyone = await all();
    const filters: Partial<ListRequest>[] = [
      { hasBed: true },
      { hasBed: false },
      { roomId: room.id },
      { roomId: room.id, hasBed: true },
    ];
    for (const filter of filters) {
      for (const search of [undefined, 'aarav', '10', 'ro']) {
        for (const field of [StudentSortField.NAME, StudentSortField.ROOM_NUMBER]) {
          const request: ListRequest = {
            scope: hostelId,
            search: searchTerm(search),
            ...filter,
            field,
            direction: SortDirection.DESC,
          };
          const ids = expected(everyone, request, search, room.roomNumber);
          for (const query of [narrow, broad])
            expect([filter, search, field, await query.page(request, 0, 100)]).toEqual([
              filter,
              search,
              field,
              { ids, totalCount: ids.length },
            ]);
        }
      }
    }
  });

  it('finds a resident by the new name after an edit and no longer by the old one', async () => {
    const db = t.app.get(DataSource);
    const [student] = await db.manager.find(Student, { where: { name: 'Zoya Ali' }, take: 1 });
    await db.manager.update(Student, { id: student.id }, { name: 'Zenobia Quartz', phone: '9123456780' });
    const found = (search: string) =>
      narrow.page(
        { scope: hostelId, search: searchTerm(search), field: StudentSortField.NAME, direction: SortDirection.ASC },
        0,
        10,
      );
    expect((await found('zenobia')).ids).toEqual([student.id]);
    expect((await found('23456780')).ids).toEqual([student.id]);
    expect((await found('zoya ali')).ids).not.toContain(student.id);
  });
});
