import { ApiRoom, REFUSED, refusedCodes, startHostelApi } from './support/hostel-api';
import { brokenCounts, brokenMoneyInvariants } from './support/invariants';
import { TEST_DATABASES } from './support/test-app';

const STUDENT_DETAIL = `query ($id: ID!) {
  student(id: $id) {
    id name moveInDate roomNumber archived room { id }
    deposit { id amountPaise paidOn method maturityDate }
    rentTerms { id monthlyRentPaise rentAgreementDays noticePeriodDays }
    rentPeriods { id label startDate endDate amountPaise status }
    currentStay { startDate endDate expectedEndDate roomNumber bedLabel bed { id } student { id } }
    stays { id }
  }
}`;

describe.each(TEST_DATABASES)('GraphQL checkIn on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;

  beforeAll(async () => {
    api = await startHostelApi(db);
  });
  afterAll(() => api.close());
  // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
  afterEach(async () => expect(await brokenMoneyInvariants(api.t)).toEqual({}));
  afterEach(async () => expect(await brokenCounts(api.t)).toEqual({}));

  it.each(['adminA', 'wardenA'] as const)(
    'lets a %s check a resident in, answering the student, the bed and the room',
    async (who) => {
      const room = await api.newRoom(who, 2);
      const res = await api.ask(api.CHECK_IN, { input: api.checkInInput(room, 1, { name: 'Sneha Kulkarni' }) }, who);
      const { student, beds, rooms } = res.body.data!.checkIn;
      expect(student).toMatchObject({
        name: 'Sneha Kulkarni',
        archived: false,
        roomNumber: room.roomNumber,
        bed: { id: room.beds[1].id },
        room: { id: room.id },
      });
      expect(beds).toEqual([
        {
          id: room.beds[1].id,
          label: room.beds[1].label,
          isOccupied: true,
          student: { id: student.id },
          currentStay: { id: student.currentStay.id },
          room: { id: room.id, totalBeds: 2, bedsOccupied: 1, availability: 'partially_available' },
        },
      ]);
      expect(rooms).toEqual([{ id: room.id, totalBeds: 2, bedsOccupied: 1, availability: 'partially_available' }]);
    },
  );

  it('shows the deposit, the rent terms, the rent periods and the stay on the student', async () => {
    const room = await api.newRoom();
    const input = api.checkInInput(room, 0, {
      moveInDate: '2026-08-15',
      depositPaidOn: '2026-08-14',
      depositMethod: 'upi',
      monthlyRentPaise: 800_000,
    });
    const { student } = (await api.ask(api.CHECK_IN, { input })).body.data!.checkIn;
    const detail = (await api.ask(STUDENT_DETAIL, { id: student.id }, 'staffA')).body.data!.student;
    expect(detail.deposit).toEqual({
      id: expect.any(String),
      amountPaise: 900_000,
      paidOn: '2026-08-14',
      method: 'upi',
      maturityDate: '2026-11-14',
    });
    expect(detail.rentTerms).toEqual({
      id: student.id,
      monthlyRentPaise: 800_000,
      rentAgreementDays: 330,
      noticePeriodDays: 30,
    });
    expect(detail.rentPeriods).toEqual([
      {
        id: `${student.id}:2026-12-15`,
        label: 'Dec-Jan',
        startDate: '2026-12-15',
        endDate: '2027-01-14',
        amountPaise: 800_000,
        status: 'upcoming',
      },
      {
        id: `${student.id}:2026-11-15`,
        label: 'Nov-Dec',
        startDate: '2026-11-15',
        endDate: '2026-12-14',
        amountPaise: 800_000,
        status: 'due',
      },
      {
        id: `${student.id}:2026-10-15`,
        label: 'Oct-Nov',
        startDate: '2026-10-15',
        endDate: '2026-11-14',
        amountPaise: 800_000,
        status: 'overdue',
      },
      {
        id: `${student.id}:2026-09-15`,
        label: 'Sep-Oct',
        startDate: '2026-09-15',
        endDate: '2026-10-14',
        amountPaise: 800_000,
        status: 'overdue',
      },
    ]);
    expect(detail.currentStay).toEqual({
      startDate: '2026-08-15',
      endDate: null,
      expectedEndDate: '2027-07-11',
      roomNumber: room.roomNumber,
      bedLabel: room.beds[0].label,
      bed: { id: room.beds[0].id },
      student: { id: student.id },
    });
    expect(detail.stays).toHaveLength(1);
    const two = await api.ask('query ($id: ID!) { student(id: $id) { rentPeriods(count: 2) { label } } }', {
      id: student.id,
    });
    expect(two.body.data!.student.rentPeriods).toEqual([{ label: 'Dec-Jan' }, { label: 'Nov-Dec' }]);
    const tooMany = await api.ask('query ($id: ID!) { student(id: $id) { rentPeriods(count: 25) { label } } }', {
      id: student.id,
    });
    expect(api.errorOf(tooMany)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'count' }] });
  });

  it('checks a rent-free resident in: Rent 0 bills nothing, now or later, and they owe nothing', async () => {
    const room = await api.newRoom();
    const input = api.checkInInput(room, 0, { name: 'Vikram Rao', moveInDate: '2026-09-01', monthlyRentPaise: 0 });
    const res = await api.ask(api.CHECK_IN, { input });
    expect(api.errorOf(res)).toBeUndefined();
    const id = res.body.data!.checkIn.student.id;
    const RENT_FREE = `query ($id: ID!) { student(id: $id) {
      rentTerms { monthlyRentPaise } rentPeriods { label amountPaise status } balance { balancePaise }
      ledgerLines(pageSize: 10) { totalCount items { item chargePaise } } } }`;
    const detail = (await api.ask(RENT_FREE, { id })).body.data!.student;
    expect(detail).toMatchObject({ rentTerms: { monthlyRentPaise: 0 }, rentPeriods: [], balance: { balancePaise: 0 } });
    expect(detail.ledgerLines.totalCount).toBe(0);
    expect((await api.ask('mutation { billRentNow }', {}, 'adminA')).body.data.billRentNow).toBe(0);
    const month = `query { studentPayments(month: "2026-11", search: "Vikram") { totalCount } }`;
    expect((await api.ask(month)).body.data.studentPayments.totalCount).toBe(0);
    const notice = await api.ask('mutation ($input: GiveNoticeInput!) { giveNotice(input: $input) { id } }', {
      input: { studentId: id, noticeDate: '2026-11-20', idempotencyKey: `rent-free-notice-${db}` },
    });
    const settlement = await api.ask(
      'query ($id: ID!) { settlementPreview(checkoutId: $id, deductions: []) { duesPaise refundPaise stillOwedPaise } }',
      { id: notice.body.data.giveNotice.id },
    );
    expect(settlement.body.data.settlementPreview).toEqual({ duesPaise: 0, refundPaise: 900_000, stillOwedPaise: 0 });
  });

  it("names every bad field at once in the spec's words", async () => {
    const room = await api.newRoom();
    const input = {
      ...api.checkInInput(room),
      name: ' ',
      email: '',
      phone: '98765',
      roomId: '',
      bedId: '',
      monthlyRentPaise: -5,
      depositPaise: 100_000_001,
      rentAgreementDays: 0,
      noticePeriodDays: 366,
      moveInDate: '2026-02-30',
    };
    const error = api.errorOf(await api.ask(api.CHECK_IN, { input }));
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions.fields).toEqual([
      { field: 'name', message: 'Name is required.' },
      { field: 'email', message: 'Email is required.' },
      { field: 'phone', message: 'Must be of 10 digits.' },
      { field: 'moveInDate', message: 'moveInDate must be a date written YYYY-MM-DD' },
      { field: 'roomId', message: 'Please select Room Number.' },
      { field: 'bedId', message: 'Bed number Required.' },
      { field: 'monthlyRentPaise', message: 'monthlyRentPaise must be a whole number of paise from 0 to 100000000' },
      { field: 'depositPaise', message: 'depositPaise must be a whole number of paise from 0 to 100000000' },
      { field: 'rentAgreementDays', message: 'rentAgreementDays must be a whole number of days from 1 to 3650' },
      { field: 'noticePeriodDays', message: 'noticePeriodDays must be a whole number of days from 0 to 365' },
    ]);
    const more = api.errorOf(
      await api.ask(api.CHECK_IN, { input: { ...api.checkInInput(room), email: 'priya@', phone: '' } }),
    );
    expect(more?.extensions.fields).toEqual([
      { field: 'email', message: 'Invalid email format.' },
      { field: 'phone', message: 'Phone number is required' },
    ]);
  });

  it('stores a pasted phone as E.164, and refuses a number of the right length with an impossible start', async () => {
    const room = await api.newRoom('wardenA', 3);
    const PHONE = `student { phone }`;
    const ask = (bed: number, phone: string) =>
      api.ask(`mutation ($input: CheckInInput!) { checkIn(input: $input) { ${PHONE} } }`, {
        input: api.checkInInput(room, bed, { phone }),
      });
    expect((await ask(0, '+91 98111 00001')).body.data.checkIn.student.phone).toBe('+919811100001');
    expect((await ask(1, '098111-00002')).body.data.checkIn.student.phone).toBe('+919811100002');
    expect(api.errorOf(await ask(2, '58111 00003'))?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [
        {
          field: 'phone',
          message: 'Phone must be a valid Indian mobile number: 10 digits starting with 6, 7, 8 or 9.',
        },
      ],
    });
    expect(api.errorOf(await ask(2, '+44 7812 3456'))?.extensions.fields).toEqual([
      {
        field: 'phone',
        message: 'Phone must be a valid number of United Kingdom (+44): 7, 9 or 10 digits after the country code.',
      },
    ]);
    expect((await ask(2, '+44 7812 345678')).body.data.checkIn.student.phone).toBe('+447812345678');
  });

  it('warns, and saves, when another current resident has the same email', async () => {
    const room = await api.newRoom();
    await api.checkIn(room, 0, 'wardenA', { name: 'Asha Rao', email: 'asha@example.com' });
    const res = await api.ask(
      'mutation ($input: CheckInInput!) { checkIn(input: $input) { student { email } warnings { field message } } }',
      { input: api.checkInInput(room, 1, { email: 'ASHA@example.com' }) },
    );
    expect(res.body.data.checkIn).toEqual({
      student: { email: 'ASHA@example.com' },
      warnings: [
        { field: 'email', message: 'Another current resident has this Email too (Asha Rao). The details were saved.' },
      ],
    });
  });

  it('answers CONFLICT for an occupied bed and for a phone a current resident has', async () => {
    const room = await api.newRoom();
    await api.checkIn(room, 0, 'wardenA', { phone: '9811100000' });
    const occupied = api.errorOf(await api.ask(api.CHECK_IN, { input: api.checkInInput(room, 0) }));
    expect(occupied).toMatchObject({
      message: `Bed ${room.beds[0].label} is already occupied`,
      extensions: { code: 'CONFLICT', fields: [{ field: 'bedId' }] },
    });
    const samePhone = api.errorOf(
      await api.ask(api.CHECK_IN, { input: api.checkInInput(room, 1, { phone: '+91 98111 00000' }) }),
    );
    expect(samePhone?.extensions).toMatchObject({
      code: 'CONFLICT',
      fields: [
        {
          field: 'phone',
          message: 'Phone is already used by a current resident of this hostel (residents sign in with it)',
        },
      ],
    });
  });

  it('gives one of two check-ins sent at once for one bed the bed, and the other a CONFLICT', async () => {
    const room = await api.newRoom();
    const results = await Promise.all(
      [api.checkInInput(room), api.checkInInput(room)].map((input) => api.ask(api.CHECK_IN, { input })),
    );
    expect(results.map((r) => (r.body.errors ? r.body.errors[0].extensions.code : 'ok')).sort()).toEqual([
      'CONFLICT',
      'ok',
    ]);
    const counters = await api.ask('query ($id: ID!) { room(id: $id) { bedsOccupied availability } }', { id: room.id });
    expect(counters.body.data!.room).toEqual({ bedsOccupied: 1, availability: 'partially_available' });
  });

  it("answers another hostel's room and bed exactly like missing ones", async () => {
    const mine = await api.newRoom('wardenA');
    const theirs: ApiRoom = await api.newRoom('adminB');
    const foreignRoom = api.errorOf(
      await api.ask(api.CHECK_IN, { input: api.checkInInput(mine, 0, { roomId: theirs.id }) }),
    );
    expect(foreignRoom).toMatchObject({
      message: 'Room not found',
      extensions: { code: 'NOT_FOUND', fields: [{ field: 'roomId' }] },
    });
    expect(
      api.errorOf(await api.ask(api.CHECK_IN, { input: api.checkInInput(mine, 0, { roomId: '999999' }) })),
    ).toEqual(foreignRoom);
    const foreignBed = api.errorOf(
      await api.ask(api.CHECK_IN, { input: api.checkInInput(mine, 0, { bedId: theirs.beds[0].id }) }),
    );
    expect(foreignBed).toMatchObject({
      message: 'Bed not found',
      extensions: { code: 'NOT_FOUND', fields: [{ field: 'bedId' }] },
    });
    expect(api.errorOf(await api.ask(api.CHECK_IN, { input: api.checkInInput(mine, 0, { bedId: '999999' }) }))).toEqual(
      foreignBed,
    );
  });

  it('is refused without a token and to staff and residents', async () => {
    const room = await api.newRoom();
    expect(await refusedCodes((who) => api.ask(api.CHECK_IN, { input: api.checkInInput(room) }, who))).toEqual(REFUSED);
  });
});
