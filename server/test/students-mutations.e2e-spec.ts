import { REFUSED, refusedCodes, STAY_CHANGE, startHostelApi, Who } from './support/hostel-api';
import { brokenCounts, brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

const ARCHIVE = `mutation ($id: ID!) { archiveStudent(id: $id) { ${STAY_CHANGE} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateStudentInput!) {
  updateStudent(id: $id, input: $input) { student { id name email phone moveInDate roomNumber currentStay { startDate bedLabel } } beds { id isOccupied } rooms { id bedsOccupied availability } }
}`;

describe.each(TEST_DATABASES)('GraphQL student changes on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;

  beforeAll(async () => {
    api = await startHostelApi(db);
  });
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));
  afterEach(async () => expect(await brokenCounts(api.t)).toEqual({}));

  describe('archiveStudent', () => {
    it.each(['adminA', 'wardenA'] as Who[])(
      'lets a %s archive a resident: the bed is freed, the history stays',
      async (who) => {
        const room = await api.newRoom(who, 2);
        const { student } = await api.checkIn(room, 0, who);
        const change = (await api.ask(ARCHIVE, { id: student.id }, who)).body.data!.archiveStudent;
        expect(change.student).toMatchObject({
          id: student.id,
          archived: true,
          roomNumber: null,
          bed: null,
          currentStay: null,
        });
        expect(change.beds).toMatchObject([{ id: room.beds[0].id, isOccupied: false, student: null }]);
        expect(change.rooms).toEqual([{ id: room.id, totalBeds: 2, bedsOccupied: 0, availability: 'available' }]);

        const list = await api.ask(
          'query ($search: String) { students(search: $search) { totalCount } }',
          { search: student.name },
          'staffA',
        );
        expect(list.body.data!.students.totalCount).toBe(0);
        const detail = await api.ask(
          'query ($id: ID!) { student(id: $id) { archived deposit { amountPaise } rentTerms { monthlyRentPaise } stays { endDate } } }',
          { id: student.id },
          'staffA',
        );
        expect(detail.body.data!.student).toEqual({
          archived: true,
          deposit: { amountPaise: 900_000 },
          rentTerms: { monthlyRentPaise: 650_000 },
          stays: [{ endDate: '2026-11-20' }],
        });
      },
    );

    it('answers an archived resident again without changing anything', async () => {
      const room = await api.newRoom('wardenA', 1);
      const { student } = await api.checkIn(room, 0);
      await api.ask(ARCHIVE, { id: student.id });
      const again = (await api.ask(ARCHIVE, { id: student.id })).body.data!.archiveStudent;
      expect(again).toMatchObject({ student: { id: student.id, archived: true }, beds: [], rooms: [] });
    });

    it("answers another hostel's resident exactly like a missing one, and names a bad id", async () => {
      const theirs = await api.newRoom('adminB', 1);
      const { student } = await api.checkIn(theirs, 0, 'adminB');
      const foreign = api.errorOf(await api.ask(ARCHIVE, { id: student.id }));
      expect(foreign).toMatchObject({ message: 'Student not found', extensions: { code: 'NOT_FOUND' } });
      expect(api.errorOf(await api.ask(ARCHIVE, { id: '999999' }))).toEqual(foreign);
      expect(api.errorOf(await api.ask(ARCHIVE, { id: 'x' }))?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'id' }],
      });
    });

    it('is refused without a token and to staff and residents', async () => {
      const room = await api.newRoom('wardenA', 1);
      const { student } = await api.checkIn(room, 0);
      expect(await refusedCodes((who) => api.ask(ARCHIVE, { id: student.id }, who))).toEqual(REFUSED);
    });
  });

  describe('updateStudent', () => {
    it.each(['adminA', 'wardenA'] as Who[])('lets a %s edit personal details and the move-in date', async (who) => {
      const room = await api.newRoom(who, 1);
      const { student } = await api.checkIn(room, 0, who, { moveInDate: '2026-10-01' });
      const input = {
        name: 'Divya Pillai',
        email: 'divya.pillai@example.com',
        phone: who === 'adminA' ? '94470 12345' : '+91-94470-54321',
        moveInDate: '2026-09-28',
      };
      const change = (await api.ask(UPDATE, { id: student.id, input }, who)).body.data!.updateStudent;
      expect(change).toEqual({
        student: {
          id: student.id,
          ...input,
          phone: who === 'adminA' ? '+919447012345' : '+919447054321',
          roomNumber: room.roomNumber,
          currentStay: { startDate: '2026-09-28', bedLabel: room.beds[0].label },
        },
        beds: [],
        rooms: [],
      });
    });

    it('refuses the phone of another current resident and warns about a shared email', async () => {
      const room = await api.newRoom('wardenA', 2);
      await api.checkIn(room, 0, 'wardenA', { name: 'Asha Rao', phone: '9447000001', email: 'asha@example.com' });
      const { student } = await api.checkIn(room, 1);
      const other = api.errorOf(await api.ask(UPDATE, { id: student.id, input: { phone: '+91 94470 00001' } }));
      expect(other?.extensions).toEqual({
        code: 'CONFLICT',
        fields: [
          {
            field: 'phone',
            message: 'Phone is already used by a current resident of this hostel (residents sign in with it)',
          },
        ],
      });
      const EMAIL = `mutation ($id: ID!, $input: UpdateStudentInput!) {
        updateStudent(id: $id, input: $input) { student { email } warnings { field message } } }`;
      const saved = (await api.ask(EMAIL, { id: student.id, input: { email: 'Asha@Example.com' } })).body.data;
      expect(saved.updateStudent).toEqual({
        student: { email: 'Asha@Example.com' },
        warnings: [
          {
            field: 'email',
            message: 'Another current resident has this Email too (Asha Rao). The details were saved.',
          },
        ],
      });
      const again = (await api.ask(EMAIL, { id: student.id, input: { name: 'Renamed' } })).body.data;
      expect(again.updateStudent.warnings).toEqual([]);
    });

    it('moves the resident to the lowest-numbered free bed of another room', async () => {
      const [from, to] = [await api.newRoom('wardenA', 1), await api.newRoom('wardenA', 3)];
      const { student } = await api.checkIn(from, 0);
      await api.checkIn(to, 0);
      const change = (await api.ask(UPDATE, { id: student.id, input: { roomId: to.id } })).body.data!.updateStudent;
      expect(change.student).toMatchObject({ roomNumber: to.roomNumber, currentStay: { bedLabel: to.beds[1].label } });
      expect(change.beds).toEqual([
        { id: from.beds[0].id, isOccupied: false },
        { id: to.beds[1].id, isOccupied: true },
      ]);
      expect(change.rooms).toEqual(
        expect.arrayContaining([
          { id: from.id, bedsOccupied: 0, availability: 'available' },
          { id: to.id, bedsOccupied: 2, availability: 'partially_available' },
        ]),
      );
    });

    it('names each bad field, and answers CONFLICT for a full room', async () => {
      const room = await api.newRoom('wardenA', 1);
      const { student } = await api.checkIn(room, 0);
      const bad = api.errorOf(
        await api.ask(UPDATE, {
          id: student.id,
          input: { name: '', email: 'nope', phone: '12345', moveInDate: '20-11-2026' },
        }),
      );
      expect(bad?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: [
          { field: 'name', message: 'Name is required.' },
          { field: 'email', message: 'Invalid email format.' },
          { field: 'phone', message: 'Must be of 10 digits.' },
          { field: 'moveInDate', message: 'moveInDate must be a date written YYYY-MM-DD' },
        ],
      });
      const full = await api.newRoom('wardenA', 1);
      await api.checkIn(full, 0);
      expect(api.errorOf(await api.ask(UPDATE, { id: student.id, input: { roomId: full.id } }))).toMatchObject({
        message: `Room ${full.roomNumber} has no free bed`,
        extensions: { code: 'CONFLICT', fields: [{ field: 'roomId' }] },
      });
    });

    it("answers another hostel's resident or room exactly like missing ones", async () => {
      const mine = await api.newRoom('wardenA', 1);
      const theirs = await api.newRoom('adminB', 1);
      const { student } = await api.checkIn(mine, 0);
      const { student: foreignStudent } = await api.checkIn(theirs, 0, 'adminB');
      const foreign = api.errorOf(await api.ask(UPDATE, { id: foreignStudent.id, input: { name: 'X' } }));
      expect(foreign).toMatchObject({ message: 'Student not found', extensions: { code: 'NOT_FOUND' } });
      expect(api.errorOf(await api.ask(UPDATE, { id: '999999', input: { name: 'X' } }))).toEqual(foreign);
      const foreignRoom = api.errorOf(await api.ask(UPDATE, { id: student.id, input: { roomId: theirs.id } }));
      expect(foreignRoom).toMatchObject({
        message: 'Room not found',
        extensions: { code: 'NOT_FOUND', fields: [{ field: 'roomId' }] },
      });
      expect(api.errorOf(await api.ask(UPDATE, { id: student.id, input: { roomId: '999999' } }))).toEqual(foreignRoom);
    });

    it('is refused without a token and to staff and residents', async () => {
      const room = await api.newRoom('wardenA', 1);
      const { student } = await api.checkIn(room, 0);
      expect(await refusedCodes((who) => api.ask(UPDATE, { id: student.id, input: { name: 'Changed' } }, who))).toEqual(
        REFUSED,
      );
    });
  });
});
