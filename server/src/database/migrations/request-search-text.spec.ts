import { DataSource } from 'typeorm';
import { startOwnTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { seedTwoHostels } from '../../../test/support/users';
import { SortDirection } from '../../common/pagination';
import { RequestListQuery } from '../../requests/request-list.query';
import { Request } from '../../requests/request.entity';
import { Student } from '../../students/student.entity';
import { RequestSearchText1735900000000 } from './1735900000000-request-search-text';
import { RequestSearchByOwner1736000000000 } from './1736000000000-request-search-by-owner';

describe.each(TEST_DATABASES)('migration RequestSearchText on %s', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startOwnTestApp(database);
  });
  afterAll(() => t.close());

  it('gives the requests already there their search text, and goes down and up again', async () => {
    const { hostelA } = await seedTwoHostels(t);
    const db = t.app.get(DataSource);
    const runner = db.createQueryRunner();
    const migration = new RequestSearchText1735900000000();
    // The migration after it, gone down first and up again after it.
    const next = new RequestSearchByOwner1736000000000();
    const manager = runner.manager;
    const student = await manager.save(
      Student,
      manager.create(Student, {
        hostelId: hostelA.id,
        name: 'Meera Krishnan',
        email: 'meera@example.com',
        phone: '+919840012345',
        moveInDate: '2026-03-04',
      }),
    );
    const request = (text: string, roomNumber: number | null) =>
      manager.insert(Request, {
        hostelId: hostelA.id,
        type: 'food',
        text,
        studentId: student.id,
        roomNumber,
        status: 'complete',
        raisedAt: new Date('2026-11-01T10:00:00Z'),
      });
    try {
      await request('Less Salt in the sambar', 204);
      await next.down(runner);
      await migration.down(runner);
      // Written while the search text is not there: the earlier migration's own structures keep it.
      await request('No onion on Fridays', null);
      await migration.up(runner);
      await next.up(runner);
      const rows: { text: string; search_text: string }[] = await runner.query(
        'SELECT text, search_text FROM requests ORDER BY id',
      );
      expect(rows).toEqual([
        { text: 'Less Salt in the sambar', search_text: 'meera krishnan\u001fless salt in the sambar\u001f204' },
        { text: 'No onion on Fridays', search_text: 'meera krishnan\u001fno onion on fridays\u001f' },
      ]);
      // Found by the resident's name through the trigram indexes (a limit of -1: "many" for every type and status).
      const list = t.app.get(RequestListQuery);
      Object.assign(list, { checkEachLimit: -1 });
      const page = await list.page(hostelA.id, {
        type: 'food',
        search: 'krishnan',
        order: SortDirection.ASC,
        page: 1,
        pageSize: 10,
      });
      expect(page.items.map((item) => item.text)).toEqual(['Less Salt in the sambar', 'No onion on Fridays']);
    } finally {
      await runner.release();
    }
  });
});
