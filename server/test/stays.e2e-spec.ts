import { DataSource } from 'typeorm';
import { StudentsService } from '../src/students/students.service';
import { REFUSED, refusedCodes, STAY_CHANGE, startHostelApi, Who } from './support/hostel-api';
import { brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

const ASSIGN = `mutation ($studentId: ID!, $bedId: ID!) { assignBed(studentId: $studentId, bedId: $bedId) { ${STAY_CHANGE} } }`;
const REMOVE = `mutation ($studentId: ID!) { removeFromBed(studentId: $studentId) { ${STAY_CHANGE} } }`;
const MOVE = `mutation ($studentId: ID!, $toBedId: ID!) { moveStudent(studentId: $studentId, toBedId: $toBedId) { ${STAY_CHANGE} } }`;

describe.each(TEST_DATABASES)('GraphQL stays on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let phone = 0;

  const newStudent = async (hostel: 'hostelA' | 'hostelB' = 'hostelA') => {
    const [student] = await api.t.app
      .get(StudentsService)
      .insertMany(api.t.app.get(DataSource).manager, api.seed[hostel].id, [
        {
          name: `Waiting ${++phone}`,
          email: `waiting${phone}@example.com`,
          phone: `96${String(phone).padStart(8, '0')}`,
          moveInDate: '2026-11-01',
        },
      ]);
    return String(student.id);
  };

  beforeAll(async () => {
    api = await startHostelApi(db);
  });
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));

  describe('assignBed', () => {
    it.each(['adminA', 'wardenA'] as Who[])(
      'lets a %s give a resident a free bed, answering every changed object',
      async (who) => {
        const room = await api.newRoom(who, 2);
        const studentId = await newStudent();
        const res = await api.ask(ASSIGN, { studentId, bedId: room.beds[0].id }, who);
        expect(res.body.data!.assignBed).toEqual({
          student: {
            id: studentId,
            name: expect.any(String),
            archived: false,
            roomNumber: room.roomNumber,
            bed: { id: room.beds[0].id, label: room.beds[0].label },
            room: { id: room.id },
            currentStay: { id: expect.any(String), bedLabel: room.beds[0].label },
          },
          beds: [
            {
              id: room.beds[0].id,
              label: room.beds[0].label,
              isOccupied: true,
              student: { id: studentId },
              currentStay: { id: expect.any(String) },
              room: { id: room.id, totalBeds: 2, bedsOccupied: 1, availability: 'partially_available' },
            },
          ],
          rooms: [{ id: room.id, totalBeds: 2, bedsOccupied: 1, availability: 'partially_available' }],
        });
      },
    );

    it('names a bad id and answers CONFLICT for an occupied bed', async () => {
      const room = await api.newRoom();
      const studentId = await newStudent();
      expect(
        api.errorOf(await api.ask(ASSIGN, { studentId: 'abc', bedId: room.beds[0].id }))?.extensions,
      ).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'studentId' }] });
      expect(api.errorOf(await api.ask(ASSIGN, { studentId, bedId: '-1' }))?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'bedId' }],
      });
      await api.checkIn(room, 0);
      expect(api.errorOf(await api.ask(ASSIGN, { studentId, bedId: room.beds[0].id }))).toMatchObject({
        message: `Bed ${room.beds[0].label} is already occupied`,
        extensions: { code: 'CONFLICT', fields: [{ field: 'bedId' }] },
      });
    });

    it("answers another hostel's resident and bed exactly like missing ones", async () => {
      const room = await api.newRoom();
      const theirs = await api.newRoom('adminB');
      const studentId = await newStudent();
      const foreignStudent = api.errorOf(
        await api.ask(ASSIGN, { studentId: await newStudent('hostelB'), bedId: room.beds[0].id }),
      );
      expect(foreignStudent).toMatchObject({
        message: 'Student not found',
        extensions: { code: 'NOT_FOUND', fields: [{ field: 'studentId' }] },
      });
      expect(api.errorOf(await api.ask(ASSIGN, { studentId: '999999', bedId: room.beds[0].id }))).toEqual(
        foreignStudent,
      );
      const foreignBed = api.errorOf(await api.ask(ASSIGN, { studentId, bedId: theirs.beds[0].id }));
      expect(foreignBed).toMatchObject({
        message: 'Bed not found',
        extensions: { code: 'NOT_FOUND', fields: [{ field: 'bedId' }] },
      });
      expect(api.errorOf(await api.ask(ASSIGN, { studentId, bedId: '999999' }))).toEqual(foreignBed);
    });

    it('is refused without a token and to staff and residents', async () => {
      const room = await api.newRoom();
      const studentId = await newStudent();
      expect(await refusedCodes((who) => api.ask(ASSIGN, { studentId, bedId: room.beds[0].id }, who))).toEqual(REFUSED);
    });
  });

  describe('removeFromBed', () => {
    it.each(['adminA', 'wardenA'] as Who[])(
      'lets a %s free the bed; the rooms list and the students list agree with the answer',
      async (who) => {
        const room = await api.newRoom(who, 1);
        const { student } = await api.checkIn(room, 0, who);
        const res = await api.ask(REMOVE, { studentId: student.id }, who);
        const change = res.body.data!.removeFromBed;
        expect(change.student).toMatchObject({
          id: student.id,
          roomNumber: null,
          bed: null,
          room: null,
          currentStay: null,
        });
        expect(change.beds).toEqual([
          {
            id: room.beds[0].id,
            label: room.beds[0].label,
            isOccupied: false,
            student: null,
            currentStay: null,
            room: { id: room.id, totalBeds: 1, bedsOccupied: 0, availability: 'available' },
          },
        ]);
        expect(change.rooms).toEqual([{ id: room.id, totalBeds: 1, bedsOccupied: 0, availability: 'available' }]);

        const rooms = await api.ask(
          'query ($search: String) { rooms(search: $search) { items { id totalBeds bedsOccupied availability } } }',
          { search: String(room.roomNumber) },
          'staffA',
        );
        expect(rooms.body.data!.rooms.items).toContainEqual(change.rooms[0]);
        const students = await api.ask(
          'query ($search: String) { students(search: $search) { items { id roomNumber } } }',
          { search: student.name },
          'staffA',
        );
        expect(students.body.data!.students.items).toEqual([{ id: student.id, roomNumber: null }]);
      },
    );

    it('keeps the stay in the bed history with its end date', async () => {
      const room = await api.newRoom('wardenA', 1);
      const { student } = await api.checkIn(room, 0);
      await api.ask(REMOVE, { studentId: student.id });
      const bed = await api.ask(
        'query ($id: ID!) { bed(id: $id) { currentStay { id } stays { startDate endDate bedLabel student { id } } } }',
        { id: room.beds[0].id },
      );
      expect(bed.body.data!.bed).toEqual({
        currentStay: null,
        stays: [
          { startDate: '2026-11-20', endDate: '2026-11-20', bedLabel: room.beds[0].label, student: { id: student.id } },
        ],
      });
    });

    it("answers CONFLICT for a resident without a bed, and another hostel's resident like a missing one", async () => {
      const waiting = await newStudent();
      expect(api.errorOf(await api.ask(REMOVE, { studentId: waiting }))?.extensions).toMatchObject({
        code: 'CONFLICT',
        fields: [{ field: 'studentId' }],
      });
      const foreign = api.errorOf(await api.ask(REMOVE, { studentId: await newStudent('hostelB') }));
      expect(foreign?.extensions.code).toBe('NOT_FOUND');
      expect(api.errorOf(await api.ask(REMOVE, { studentId: '999999' }))).toEqual(foreign);
    });

    it('is refused without a token and to staff and residents', async () => {
      const room = await api.newRoom('wardenA', 1);
      const { student } = await api.checkIn(room, 0);
      expect(await refusedCodes((who) => api.ask(REMOVE, { studentId: student.id }, who))).toEqual(REFUSED);
    });
  });

  describe('moveStudent', () => {
    it.each(['adminA', 'wardenA'] as Who[])(
      'lets a %s move a resident to another room, answering both beds and rooms',
      async (who) => {
        const [from, to] = [await api.newRoom(who, 1), await api.newRoom(who, 2)];
        const { student } = await api.checkIn(from, 0, who);
        const change = (await api.ask(MOVE, { studentId: student.id, toBedId: to.beds[1].id }, who)).body.data!
          .moveStudent;
        expect(change.student).toMatchObject({
          roomNumber: to.roomNumber,
          bed: { id: to.beds[1].id },
          room: { id: to.id },
        });
        expect(change.beds.map((b: { id: string; isOccupied: boolean }) => [b.id, b.isOccupied])).toEqual([
          [from.beds[0].id, false],
          [to.beds[1].id, true],
        ]);
        expect(change.rooms).toEqual(
          expect.arrayContaining([
            { id: from.id, totalBeds: 1, bedsOccupied: 0, availability: 'available' },
            { id: to.id, totalBeds: 2, bedsOccupied: 1, availability: 'partially_available' },
          ]),
        );
        const history = await api.ask('query ($id: ID!) { student(id: $id) { stays { bedLabel endDate } } }', {
          id: student.id,
        });
        expect(history.body.data!.student.stays).toEqual([
          { bedLabel: to.beds[1].label, endDate: null },
          { bedLabel: from.beds[0].label, endDate: '2026-11-20' },
        ]);
      },
    );

    it("answers CONFLICT for an occupied target, naming toBedId, and another hostel's bed like a missing one", async () => {
      const room = await api.newRoom('wardenA', 2);
      const { student } = await api.checkIn(room, 0);
      await api.checkIn(room, 1);
      expect(
        api.errorOf(await api.ask(MOVE, { studentId: student.id, toBedId: room.beds[1].id }))?.extensions,
      ).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'toBedId' }] });
      const theirs = await api.newRoom('adminB');
      const foreign = api.errorOf(await api.ask(MOVE, { studentId: student.id, toBedId: theirs.beds[0].id }));
      expect(foreign).toMatchObject({ extensions: { code: 'NOT_FOUND', fields: [{ field: 'toBedId' }] } });
      expect(api.errorOf(await api.ask(MOVE, { studentId: student.id, toBedId: '999999' }))).toEqual(foreign);
    });

    it('is refused without a token and to staff and residents', async () => {
      const room = await api.newRoom('wardenA', 2);
      const { student } = await api.checkIn(room, 0);
      expect(
        await refusedCodes((who) => api.ask(MOVE, { studentId: student.id, toBedId: room.beds[1].id }, who)),
      ).toEqual(REFUSED);
    });
  });
});
