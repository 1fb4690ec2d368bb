import { loginAs } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

type Who = keyof TwoHostels['phones'];

describe.each(TEST_DATABASES)('POST /api/rooms/create-room on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;
  const tokens = {} as Record<Who, string>;
  let nextRoom = 400;

  beforeAll(async () => {
    t = await startTestApp(db);
    seed = await seedTwoHostels(t);
    for (const who of ['adminA', 'wardenA', 'staffA', 'tenantA', 'adminB', 'superadmin'] as Who[])
      tokens[who] = await loginAs(t, seed.phones[who]);
  });
  afterAll(() => t.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    hostel_id: seed.hostelA.id,
    room_number: ++nextRoom,
    floor: 4,
    room_type: 'delux',
    is_ac: true,
    total_beds: 2,
    ...extra,
  });
  const createRoom = (payload: object, who: Who | null = 'adminA') => {
    const req = t.http().post('/api/rooms/create-room').send(payload);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };

  it('answers 201 with the room and the beds it created', async () => {
    const payload = body({ room_number: 301, floor: 3 });
    const res = await createRoom(payload).expect(201);
    expect(res.body).toEqual({
      room_id: expect.any(Number),
      hostel_id: seed.hostelA.id,
      room_number: 301,
      floor: 3,
      room_type: 'delux',
      is_ac: true,
      total_beds: 2,
      beds_occupied: 0,
      availability: 'available',
      beds: [1, 2].map((n) => ({
        bed_id: expect.any(Number),
        room_id: res.body.room_id,
        bed_number: n,
        label: `301-${'ab'[n - 1]}`,
        price_per_month: 0,
        is_occupied: false,
        current_tenant_id: null,
        food_plan: 'none',
      })),
    });
  });

  it('gives the new beds the optional rent (rupees, also as text) and food plan', async () => {
    const res = await createRoom(body({ total_beds: 3, price_per_month: '8500', food_plan: 'non-veg' })).expect(201);
    expect(
      res.body.beds.map((b: { price_per_month: number; food_plan: string }) => [b.price_per_month, b.food_plan]),
    ).toEqual([
      [8500, 'non_veg'],
      [8500, 'non_veg'],
      [8500, 'non_veg'],
    ]);
  });

  it.each(['super-delux', 'super_delux', 'Super Delux'])('accepts room_type %s as super_delux', async (roomType) => {
    const res = await createRoom(body({ room_type: roomType })).expect(201);
    expect(res.body.room_type).toBe('super_delux');
  });

  it('lets a warden create rooms', async () => {
    await createRoom(body(), 'wardenA').expect(201);
  });

  it('answers 401 without a token or with a bad one', async () => {
    const res = await createRoom(body(), null).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'UNAUTHENTICATED' });
    await t.http().post('/api/rooms/create-room').set('Authorization', 'Bearer not-a-token').send(body()).expect(401);
  });

  it.each(['staffA', 'tenantA'] as Who[])('answers 403 to %s', async (who) => {
    const res = await createRoom(body(), who).expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, error: 'FORBIDDEN' });
  });

  it("answers another hostel's hostel_id exactly like a missing one", async () => {
    const foreign = await createRoom(body({ hostel_id: seed.hostelB.id })).expect(404);
    const missing = await createRoom(body({ hostel_id: 999_999 })).expect(404);
    expect(foreign.body).toEqual({
      statusCode: 404,
      error: 'NOT_FOUND',
      message: 'Hostel not found',
      fields: [{ field: 'hostel_id', message: 'Hostel not found' }],
    });
    expect(missing.body).toEqual(foreign.body);
    const fromB = await createRoom(body({ hostel_id: seed.hostelA.id }), 'adminB').expect(404);
    expect(fromB.body).toEqual(foreign.body);
  });

  it('lets a superadmin create in any existing hostel', async () => {
    const res = await createRoom(body({ hostel_id: seed.hostelB.id }), 'superadmin').expect(201);
    expect(res.body.hostel_id).toBe(seed.hostelB.id);
    await createRoom(body({ hostel_id: 999_999 }), 'superadmin').expect(404);
  });

  it('answers 409 naming room_number for a room number the hostel has, not for one another hostel has', async () => {
    const first = body();
    await createRoom(first).expect(201);
    const res = await createRoom({ ...first, floor: 5 }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'CONFLICT',
      message: `Room ${first.room_number} already exists in this hostel`,
      fields: [{ field: 'room_number', message: `Room ${first.room_number} already exists in this hostel` }],
    });
    await createRoom({ ...first, hostel_id: seed.hostelB.id }, 'adminB').expect(201);
  });

  it.each([
    [{ floor: -1 }, 'floor'],
    [{ floor: 201 }, 'floor'],
    [{ floor: 2.5 }, 'floor'],
    [{ total_beds: 0 }, 'total_beds'],
    [{ total_beds: 21 }, 'total_beds'],
    [{ room_type: 'suite' }, 'room_type'],
    [{ room_type: undefined }, 'room_type'],
    [{ is_ac: 'yes' }, 'is_ac'],
    [{ room_number: 'abc' }, 'room_number'],
    [{ room_number: 0 }, 'room_number'],
    [{ room_number: 100_000 }, 'room_number'],
    [{ hostel_id: 'first' }, 'hostel_id'],
    [{ hostel_id: 0 }, 'hostel_id'],
    [{ price_per_month: -1 }, 'price_per_month'],
    [{ price_per_month: 'free' }, 'price_per_month'],
    [{ price_per_month: 1_000_001 }, 'price_per_month'],
    [{ food_plan: 'vegan' }, 'food_plan'],
    [{ rent: 5000 }, 'rent'],
  ])('answers 400 for %j naming %s', async (extra, field) => {
    const res = await createRoom(body(extra)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'BAD_USER_INPUT' });
    expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    expect(res.body.message).toContain(field);
  });
});
