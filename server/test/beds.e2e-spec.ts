import { DataSource } from 'typeorm';
import { StudentsService } from '../src/students/students.service';
import { graphql, loginAs } from './support/session';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

type Who = keyof TwoHostels['phones'];

describe.each(TEST_DATABASES)('POST /api/beds/add-bed on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;
  const tokens = {} as Record<Who, string>;
  let nextRoom = 100;

  beforeAll(async () => {
    t = await startTestApp(db);
    seed = await seedTwoHostels(t);
    for (const who of ['adminA', 'wardenA', 'staffA', 'adminB'] as Who[])
      tokens[who] = await loginAs(t, seed.phones[who]);
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object, who: Who | null) => {
    const req = t.http().post(path).send(payload);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const addBed = (payload: object, who: Who | null = 'adminA') => post('/api/beds/add-bed', payload, who);
  const newRoom = async (who: Who = 'adminA', totalBeds = 1) => {
    const hostel_id = who === 'adminB' ? seed.hostelB.id : seed.hostelA.id;
    const res = await post(
      '/api/rooms/create-room',
      { hostel_id, room_number: ++nextRoom, floor: 1, room_type: 'normal', is_ac: false, total_beds: totalBeds },
      who,
    ).expect(201);
    return res.body as { room_id: number; room_number: number };
  };
  const newStudent = async (hostelId = seed.hostelA.id) => {
    const [student] = await t.app
      .get(StudentsService)
      .insertMany(t.app.get(DataSource).manager, hostelId, [
        { name: 'Ananya Reddy', email: 'ananya.reddy@example.com', phone: '9845012345', moveInDate: '2026-07-01' },
      ]);
    return student.id;
  };
  const roomCounters = async (roomId: number, who: Who = 'adminA') => {
    const res = await graphql(
      t,
      'query ($id: ID!) { room(id: $id) { totalBeds bedsOccupied availability } }',
      { id: String(roomId) },
      tokens[who],
    ).expect(200);
    return res.body.data.room;
  };
  const bed = (roomId: number, extra: Record<string, unknown> = {}) => ({
    room_id: roomId,
    bed_number: 2,
    price_per_month: '7000',
    is_occupied: false,
    current_tenant_id: null,
    food_plan: 'veg',
    ...extra,
  });

  it('answers 201 with the bed and updates the room counters', async () => {
    const room = await newRoom();
    const res = await addBed(bed(room.room_id, { is_occupied: true })).expect(201);
    expect(res.body).toEqual({
      bed_id: expect.any(Number),
      room_id: room.room_id,
      bed_number: 2,
      label: `${room.room_number}-b`,
      price_per_month: 7000,
      is_occupied: true,
      current_tenant_id: null,
      food_plan: 'veg',
    });
    expect(await roomCounters(room.room_id)).toEqual({
      totalBeds: 2,
      bedsOccupied: 1,
      availability: 'partially_available',
    });
  });

  it('accepts the spec form: numeric rent, non-veg, no occupancy fields', async () => {
    const room = await newRoom();
    const res = await addBed(
      { room_id: room.room_id, bed_number: 3, price_per_month: 6500, food_plan: 'non-veg' },
      'wardenA',
    ).expect(201);
    expect(res.body).toMatchObject({
      price_per_month: 6500,
      food_plan: 'non_veg',
      is_occupied: false,
      current_tenant_id: null,
    });
  });

  it('moves the current tenant into the bed', async () => {
    const room = await newRoom();
    const studentId = await newStudent();
    const res = await addBed(bed(room.room_id, { current_tenant_id: studentId })).expect(201);
    expect(res.body).toMatchObject({ current_tenant_id: studentId, is_occupied: true });
    const student = await graphql(
      t,
      'query ($id: ID!) { student(id: $id) { roomNumber bed { label } } }',
      { id: String(studentId) },
      tokens.adminA,
    ).expect(200);
    expect(student.body.data.student).toEqual({
      roomNumber: room.room_number,
      bed: { label: `${room.room_number}-b` },
    });
  });

  it('answers 409 naming current_tenant_id for a tenant who already has a bed', async () => {
    const studentId = await newStudent();
    await addBed(bed((await newRoom()).room_id, { current_tenant_id: studentId })).expect(201);
    const other = await newRoom();
    const res = await addBed(bed(other.room_id, { current_tenant_id: studentId })).expect(409);
    expect(res.body).toMatchObject({ error: 'CONFLICT', fields: [{ field: 'current_tenant_id' }] });
    expect(await roomCounters(other.room_id)).toEqual({ totalBeds: 1, bedsOccupied: 0, availability: 'available' });
  });

  it('gives a tenant asked for twice at once exactly one bed', async () => {
    const studentId = await newStudent();
    const rooms = [await newRoom(), await newRoom()];
    const results = await Promise.all(rooms.map((room) => addBed(bed(room.room_id, { current_tenant_id: studentId }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("answers 404 naming current_tenant_id for another hostel's or a missing tenant", async () => {
    const room = await newRoom();
    const foreign = await addBed(bed(room.room_id, { current_tenant_id: await newStudent(seed.hostelB.id) })).expect(
      404,
    );
    const missing = await addBed(bed(room.room_id, { current_tenant_id: 999_999 })).expect(404);
    expect(foreign.body).toEqual({
      statusCode: 404,
      error: 'NOT_FOUND',
      message: 'Student not found',
      fields: [{ field: 'current_tenant_id', message: 'Student not found' }],
    });
    expect(missing.body).toEqual(foreign.body);
  });

  it("answers another hostel's room_id exactly like a missing one", async () => {
    const roomOfB = await newRoom('adminB');
    const foreign = await addBed(bed(roomOfB.room_id)).expect(404);
    const missing = await addBed(bed(999_999)).expect(404);
    expect(foreign.body).toEqual({
      statusCode: 404,
      error: 'NOT_FOUND',
      message: 'Room not found',
      fields: [{ field: 'room_id', message: 'Room not found' }],
    });
    expect(missing.body).toEqual(foreign.body);
    expect(await roomCounters(roomOfB.room_id, 'adminB')).toMatchObject({ totalBeds: 1 });
  });

  it('answers 409 naming bed_number for a bed number the room has', async () => {
    const room = await newRoom();
    const res = await addBed(bed(room.room_id, { bed_number: 1 })).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'CONFLICT',
      message: 'Bed 1 already exists in this room',
      fields: [{ field: 'bed_number', message: 'Bed 1 already exists in this room' }],
    });
  });

  it('answers 409 naming room_id when the room already has 20 beds', async () => {
    const room = await newRoom('adminA', 20);
    const res = await addBed(bed(room.room_id, { bed_number: 20 })).expect(409);
    expect(res.body).toMatchObject({ error: 'CONFLICT', fields: [{ field: 'room_id' }] });
  });

  it('answers 401 without a token and 403 to staff', async () => {
    const room = await newRoom();
    await addBed(bed(room.room_id), null).expect(401);
    const res = await addBed(bed(room.room_id), 'staffA').expect(403);
    expect(res.body).toMatchObject({ error: 'FORBIDDEN' });
  });

  it.each([
    [{ price_per_month: 'seven thousand' }, 'price_per_month'],
    [{ price_per_month: '12.50' }, 'price_per_month'],
    [{ price_per_month: -1 }, 'price_per_month'],
    [{ price_per_month: 1_000_001 }, 'price_per_month'],
    [{ price_per_month: undefined }, 'price_per_month'],
    [{ food_plan: 'vegan' }, 'food_plan'],
    [{ bed_number: 0 }, 'bed_number'],
    [{ bed_number: 21 }, 'bed_number'],
    [{ bed_number: '2' }, 'bed_number'],
    [{ is_occupied: 'no' }, 'is_occupied'],
    [{ current_tenant_id: 'someone' }, 'current_tenant_id'],
    [{ room_id: undefined }, 'room_id'],
    [{ tenant_name: 'Ravi' }, 'tenant_name'],
  ])('answers 400 for %j naming %s', async (extra, field) => {
    const res = await addBed(bed(1, extra)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'BAD_USER_INPUT' });
    expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual([field]);
  });
});
