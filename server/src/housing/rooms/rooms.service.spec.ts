import { DataSource } from 'typeorm';
import { startTestApp, TEST_DATABASES, TestApp } from '../../../test/support/test-app';
import { seedTwoHostels } from '../../../test/support/users';
import { Caller, userCaller } from '../../common/caller';
import { HostelsService } from '../../hostels/hostels.service';
import { ConflictError, NotFoundError } from '../../common/errors';
import { SortDirection } from '../../common/pagination';
import type { Role } from '../../common/roles';
import { CreateRoomInput } from './dto/create-room.input';
import { RoomsArgs, RoomSortField } from './dto/rooms.args';
import { RoomsService } from './rooms.service';

const caller = (hostelId: number, role: Role = 'admin'): Caller =>
  userCaller({ userId: 1, hostelId, role, sessionId: 'spec' });
const room = (roomNumber: number, extra: Partial<CreateRoomInput> = {}): CreateRoomInput => ({
  roomNumber,
  floor: Math.floor(roomNumber / 100),
  roomType: 'normal',
  isAc: false,
  totalBeds: 2,
  pricePerMonthPaise: 600_000,
  foodPlan: 'veg',
  ...extra,
});
const args = (extra: Partial<RoomsArgs> = {}) => Object.assign(new RoomsArgs(), extra);

describe.each(TEST_DATABASES)('RoomsService on %s', (database) => {
  let t: TestApp;
  let rooms: RoomsService;
  let a: Caller;
  let b: Caller;

  beforeAll(async () => {
    t = await startTestApp(database);
    rooms = t.app.get(RoomsService);
    const { hostelA, hostelB } = await seedTwoHostels(t);
    a = caller(hostelA.id);
    b = caller(hostelB.id);
  });
  afterAll(() => t.close());

  describe('createRoom', () => {
    it('creates the room with its beds numbered from 1, all free', async () => {
      const created = await rooms.createRoom(a, room(901, { totalBeds: 3 }));
      expect(created).toMatchObject({
        hostelId: a.hostelId,
        roomNumber: 901,
        totalBeds: 3,
        bedsOccupied: 0,
        availability: 'available',
      });
      expect(created.beds.map((bed) => [bed.bedNumber, bed.pricePerMonthPaise, bed.foodPlan, bed.isOccupied])).toEqual([
        [1, 600_000, 'veg', false],
        [2, 600_000, 'veg', false],
        [3, 600_000, 'veg', false],
      ]);
    });

    it('refuses a room number the hostel already has, but not one another hostel has', async () => {
      await rooms.createRoom(a, room(902));
      await expect(rooms.createRoom(a, room(902))).rejects.toThrow(ConflictError);
      await expect(rooms.createRoom(b, room(902))).resolves.toMatchObject({ hostelId: b.hostelId, roomNumber: 902 });
    });

    it("answers another hostel's id exactly like a missing one", async () => {
      const foreign = await rooms
        .createRoom(a, room(903, { hostelId: b.hostelId }))
        .catch((e: NotFoundError) => e.getResponse());
      const missing = await rooms
        .createRoom(a, room(903, { hostelId: 999_999 }))
        .catch((e: NotFoundError) => e.getResponse());
      expect(foreign).toEqual({
        statusCode: 404,
        error: 'NOT_FOUND',
        message: 'Hostel not found',
        fields: [{ field: 'hostelId', message: 'Hostel not found' }],
      });
      expect(missing).toEqual(foreign);
    });

    it('lets a superadmin create in any existing hostel', async () => {
      const superadmin = caller(a.hostelId, 'superadmin');
      await expect(rooms.createRoom(superadmin, room(904, { hostelId: b.hostelId }))).resolves.toMatchObject({
        hostelId: b.hostelId,
      });
      await expect(rooms.createRoom(superadmin, room(905, { hostelId: 999_999 }))).rejects.toThrow(NotFoundError);
    });
  });

  describe('list', () => {
    let c: Caller;

    beforeAll(async () => {
      const hostelC = await t.app.get(HostelsService).create(t.app.get(DataSource).manager, { name: 'Hostel C' });
      c = caller(hostelC.id);
      const layout: [number, Partial<CreateRoomInput>][] = [
        [110, { roomType: 'super_delux', isAc: true }],
        [101, { roomType: 'delux' }],
        [210, { roomType: 'normal', isAc: true }],
        [305, { roomType: 'delux', isAc: true }],
        [12, { roomType: 'normal', floor: 0 }],
      ];
      for (const [n, extra] of layout) await rooms.createRoom(c, room(n, extra));
    });

    const numbers = async (extra: Partial<RoomsArgs>) =>
      (await rooms.list(c, args(extra))).items.map((r) => r.roomNumber);

    it("lists only the caller's hostel, by room number", async () => {
      expect(await numbers({})).toEqual([12, 101, 110, 210, 305]);
      expect((await rooms.list(a, args())).items.every((r) => r.hostelId === a.hostelId)).toBe(true);
    });

    it('lets a superadmin see every hostel', async () => {
      const all = await rooms.list(caller(a.hostelId, 'superadmin'), args({ pageSize: 100 }));
      expect(new Set(all.items.map((r) => r.hostelId))).toEqual(new Set([a.hostelId, b.hostelId, c.hostelId]));
    });

    it('searches the room number anywhere in it, wildcards taken literally', async () => {
      expect(await numbers({ search: '10' })).toEqual([101, 110, 210]);
      expect(await numbers({ search: ' 30 ' })).toEqual([305]);
      expect(await numbers({ search: '%' })).toEqual([]);
      expect(await numbers({ search: '_' })).toEqual([]);
    });

    it('filters by type, availability, floor and AC', async () => {
      expect(await numbers({ filter: { roomType: 'delux' } })).toEqual([101, 305]);
      expect(await numbers({ filter: { isAc: true } })).toEqual([110, 210, 305]);
      expect(await numbers({ filter: { isAc: false, floor: 1 } })).toEqual([101]);
      expect(await numbers({ filter: { availability: 'available', floor: 0 } })).toEqual([12]);
      expect(await numbers({ filter: { availability: 'not_available' } })).toEqual([]);
    });

    it('sorts by room type (by meaning) and floor in either direction, ties by room number', async () => {
      expect(await numbers({ sort: { field: RoomSortField.ROOM_TYPE, direction: SortDirection.DESC } })).toEqual([
        110, 101, 305, 12, 210,
      ]);
      expect(await numbers({ sort: { field: RoomSortField.ROOM_TYPE, direction: SortDirection.ASC } })).toEqual([
        12, 210, 101, 305, 110,
      ]);
      expect(await numbers({ sort: { field: RoomSortField.FLOOR, direction: SortDirection.DESC } })).toEqual([
        305, 210, 101, 110, 12,
      ]);
      expect(await numbers({ sort: { field: RoomSortField.ROOM_NUMBER, direction: SortDirection.DESC } })).toEqual([
        305, 210, 110, 101, 12,
      ]);
    });

    it('pages with the total count of every page', async () => {
      const page2 = await rooms.list(c, args({ page: 2, pageSize: 2 }));
      expect({ numbers: page2.items.map((r) => r.roomNumber), totalCount: page2.totalCount }).toEqual({
        numbers: [110, 210],
        totalCount: 5,
      });
      expect(await rooms.list(c, args({ search: '1', page: 2 }))).toEqual({ items: [], totalCount: 4 });
    });
  });

  it("finds one room, and not another hostel's", async () => {
    const created = await rooms.createRoom(a, room(950));
    await expect(rooms.findOne(a, created.id)).resolves.toMatchObject({ roomNumber: 950 });
    await expect(rooms.findOne(b, created.id)).rejects.toThrow(NotFoundError);
  });
});
