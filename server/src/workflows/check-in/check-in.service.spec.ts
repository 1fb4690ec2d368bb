import { Student } from '../../students/student.entity';
import { QueryFailedError } from 'typeorm';
import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { caller, studentsKit } from '../../../test/support/students';
import { seedTwoHostels } from '../../../test/support/users';
import { Activity } from '../../events/activity.entity';
import type { RequestCaller } from '../../common/caller';
import { AppError } from '../../common/errors';
import { Deposit } from '../../deposits/deposit.entity';
import { RentTerms } from '../../rent/rent-terms.entity';
import { Stay } from '../../housing/stays/stay.entity';
import { StudentChangesService } from '../student-changes/student-changes.service';
import { CheckInService } from './check-in.service';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => (e instanceof AppError ? e.getResponse() : e),
  );

describe.each(TEST_DATABASES)('CheckInService on %s', (database) => {
  let t: TestApp;
  let checkIn: CheckInService;
  let kit: ReturnType<typeof studentsKit>;
  let a: RequestCaller;
  let b: RequestCaller;

  beforeAll(async () => {
    t = await startTestApp(database);
    checkIn = t.app.get(CheckInService);
    kit = studentsKit(t);
    const { hostelA, hostelB } = await seedTwoHostels(t);
    a = caller(hostelA.id, 'warden', 3);
    b = caller(hostelB.id);
  });
  afterAll(() => t.close());

  it('creates the resident, the stay, the deposit and the rent terms, and answers them with the fresh room', async () => {
    const room = await kit.newRoom(a, 2);
    const input = kit.checkInInput(room, 1, {
      name: 'Ananya Reddy',
      moveInDate: '2026-11-01',
      depositPaidOn: '2026-10-28',
      depositMethod: 'bank_transfer',
    });
    const done = await checkIn.checkIn(a, input);
    const id = done.student.id;
    expect(done.student).toMatchObject({
      name: 'Ananya Reddy',
      phone: input.phone,
      moveInDate: '2026-11-01',
      roomNumber: room.roomNumber,
      archivedAt: null,
    });
    expect(done.beds.map((bed) => [bed.id, bed.currentStudentId, bed.room.bedsOccupied])).toEqual([
      [room.beds[1].id, id, 1],
    ]);
    expect(done.rooms.map((r) => [r.id, r.totalBeds, r.bedsOccupied, r.availability])).toEqual([
      [room.id, 2, 1, 'partially_available'],
    ]);

    const manager = kit.db.manager;
    expect(await manager.findBy(Stay, { studentId: id })).toEqual([
      expect.objectContaining({
        bedId: room.beds[1].id,
        bedLabel: `${room.roomNumber}-b`,
        startDate: '2026-11-01',
        endDate: null,
      }),
    ]);
    expect(await manager.findOneBy(Deposit, { studentId: id })).toMatchObject({
      amountPaise: 900_000,
      paidOn: '2026-10-28',
      method: 'bank_transfer',
      hostelId: a.hostelId,
    });
    expect(await manager.findOneBy(RentTerms, { studentId: id })).toMatchObject({
      monthlyRentPaise: 650_000,
      rentAgreementDays: 330,
      noticePeriodDays: 30,
    });
    expect(await manager.findBy(Activity, { action: 'student.checked_in', subjectId: id })).toEqual([
      expect.objectContaining({ actorUserId: 3, subjectLabel: 'Ananya Reddy', detail: `${room.roomNumber}-b` }),
    ]);
  });

  it('dates the move-in and the deposit today (India) when left out', async () => {
    t.clock.advance(13 * 3_600_000);
    const room = await kit.newRoom(a, 1);
    const done = await checkIn.checkIn(a, kit.checkInInput(room));
    expect(done.student.moveInDate).toBe('2026-11-21');
    expect(await kit.db.manager.findOneBy(Deposit, { studentId: done.student.id })).toMatchObject({
      paidOn: '2026-11-21',
    });
  });

  describe('writes nothing when', () => {
    const refused = async (run: (room: Awaited<ReturnType<typeof kit.newRoom>>) => Promise<unknown>) => {
      const room = await kit.newRoom(a, 2);
      await kit.checkIn(a, room, 0);
      const before = await kit.rowCounts();
      const answer = await failure(run(room));
      expect(await kit.rowCounts()).toEqual(before);
      expect(await kit.counters(room.id)).toEqual([2, 1, 'partially_available']);
      return answer;
    };

    it('the bed is occupied', async () => {
      const answer = await refused((room) => checkIn.checkIn(a, kit.checkInInput(room, 0)));
      expect(answer).toMatchObject({
        statusCode: 409,
        error: 'CONFLICT',
        message: expect.stringMatching(/^Bed \d+-a is already occupied$/),
        fields: [{ field: 'bedId' }],
      });
    });

    it('the bed belongs to another room', async () => {
      const other = await kit.newRoom(a, 1);
      const answer = await refused((room) =>
        checkIn.checkIn(a, kit.checkInInput(room, 1, { bedId: other.beds[0].id })),
      );
      expect(answer).toEqual({
        statusCode: 400,
        error: 'BAD_USER_INPUT',
        message: 'Bed does not belong to the selected room',
        fields: [{ field: 'bedId', message: 'Bed does not belong to the selected room' }],
      });
    });

    it("the room or the bed is another hostel's, answered like missing ones", async () => {
      const roomB = await kit.newRoom(b, 1);
      const foreignRoom = await refused((room) => checkIn.checkIn(a, kit.checkInInput(room, 1, { roomId: roomB.id })));
      expect(foreignRoom).toEqual({
        statusCode: 404,
        error: 'NOT_FOUND',
        message: 'Room not found',
        fields: [{ field: 'roomId', message: 'Room not found' }],
      });
      expect(await refused((room) => checkIn.checkIn(a, kit.checkInInput(room, 1, { roomId: 999_999 })))).toEqual(
        foreignRoom,
      );
      const foreignBed = await refused((room) =>
        checkIn.checkIn(a, kit.checkInInput(room, 1, { bedId: roomB.beds[0].id })),
      );
      expect(foreignBed).toEqual({
        statusCode: 404,
        error: 'NOT_FOUND',
        message: 'Bed not found',
        fields: [{ field: 'bedId', message: 'Bed not found' }],
      });
      expect(await refused((room) => checkIn.checkIn(a, kit.checkInInput(room, 1, { bedId: 999_999 })))).toEqual(
        foreignBed,
      );
    });

    it('a resident with the same phone is checked in', async () => {
      const room = await kit.newRoom(a, 1);
      const { student } = await kit.checkIn(a, room, 0);
      const answer = await refused((target) =>
        checkIn.checkIn(a, kit.checkInInput(target, 1, { phone: student.phone })),
      );
      expect(answer).toMatchObject({
        statusCode: 409,
        message: 'Phone is already used by a current resident of this hostel (residents sign in with it)',
        fields: [{ field: 'phone' }],
      });
    });

    it('the dates are out of range, naming each field at once', async () => {
      const answer = await refused((room) =>
        checkIn.checkIn(a, kit.checkInInput(room, 1, { moveInDate: '2027-12-01', depositPaidOn: '2026-12-25' })),
      );
      expect(answer).toMatchObject({
        statusCode: 400,
        fields: [
          { field: 'moveInDate' },
          { field: 'depositPaidOn', message: 'Deposit date cannot be later than today' },
        ],
      });
    });

    it('the database refuses the deposit after the resident and the stay were written', async () => {
      const answer = await refused((room) => checkIn.checkIn(a, kit.checkInInput(room, 1, { depositPaise: -1 })));
      expect(answer).toBeInstanceOf(QueryFailedError);
    });

    it('the database refuses the rent terms, the last write', async () => {
      const answer = await refused((room) => checkIn.checkIn(a, kit.checkInInput(room, 1, { rentAgreementDays: 0 })));
      expect(answer).toBeInstanceOf(QueryFailedError);
    });
  });

  it('refuses the phone of a current resident who has no bed', async () => {
    const room = await kit.newRoom(a, 1);
    const waiting = await kit.newStudent(a, 'Waiting Without Bed');
    await expect(checkIn.checkIn(a, kit.checkInInput(room, 0, { phone: waiting.phone }))).rejects.toMatchObject({
      code: 'CONFLICT',
      fields: [{ field: 'phone' }],
    });
  });

  it('lets only one of two check-ins of the same phone at once through, in two rooms', async () => {
    const [one, two] = [await kit.newRoom(a, 1), await kit.newRoom(a, 1)];
    const phone = '+919123400088';
    const results = await Promise.allSettled([
      checkIn.checkIn(a, kit.checkInInput(one, 0, { phone })),
      checkIn.checkIn(a, kit.checkInInput(two, 0, { phone })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await kit.db.manager.countBy(Student, { phone })).toBe(1);
  });

  it('lets a former resident with the same phone check in again', async () => {
    const [first, second] = [await kit.newRoom(a, 1), await kit.newRoom(a, 1)];
    const { student } = await kit.checkIn(a, first, 0);
    await t.app.get(StudentChangesService).archiveStudent(a, student.id);
    await expect(checkIn.checkIn(a, kit.checkInInput(second, 0, { phone: student.phone }))).resolves.toMatchObject({
      student: { phone: student.phone },
    });
  });
});
