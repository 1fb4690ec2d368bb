import { DEMO_ADMIN_PHONE } from '../../src/database/seed/demo-data';
import { brokenMoneyInvariants } from './invariants';
import { graphql, loginAs } from './session';
import type { TestApp } from './test-app';

interface DemoRoom {
  roomNumber: number;
  floor: number;
  roomType: string;
  isAc: boolean;
  totalBeds: number;
  bedsOccupied: number;
  availability: string;
  beds: { isOccupied: boolean; student: { name: string } | null }[];
}

/** The demo hostel as the API shows it to the demo admin (demo-seeder.spec.ts runs these on its seeded app). */
export function demoApiChecks(app: () => TestApp) {
  describe('through the API', () => {
    let t: TestApp;
    let token: string;

    beforeAll(async () => {
      t = app();
      token = await loginAs(t, DEMO_ADMIN_PHONE);
    });
    // Money adds up after every test: balances from the rows, the tiles' totals from the tables.
    afterEach(async () => expect(await brokenMoneyInvariants(t)).toEqual({}));

    it('signs in the demo warden and staff member too', async () => {
      for (const phone of ['+919876543211', '+919876543212']) {
        const res = await graphql(t, '{ me { role } }', {}, await loginAs(t, phone)).expect(200);
        expect(['warden', 'staff']).toContain(res.body.data.me.role);
      }
    });

    it('shows rooms over three floors in every type, with consistent counters and free beds', async () => {
      const res = await graphql(
        t,
        '{ rooms(pageSize: 25) { totalCount items { roomNumber floor roomType isAc totalBeds bedsOccupied availability beds { isOccupied student { name } } } } }',
        {},
        token,
      ).expect(200);
      const rooms = res.body.data.rooms.items as DemoRoom[];
      expect(res.body.data.rooms.totalCount).toBe(rooms.length);
      expect(new Set(rooms.map((r) => r.floor))).toEqual(new Set([1, 2, 3]));
      expect(new Set(rooms.map((r) => `${r.roomType}/${r.isAc}`)).size).toBe(6);
      for (const room of rooms) {
        expect(room.totalBeds).toBe(room.beds.length);
        expect(room.bedsOccupied).toBe(room.beds.filter((b) => b.isOccupied).length);
      }
      expect(new Set(rooms.map((r) => r.availability))).toEqual(
        new Set(['available', 'partially_available', 'not_available']),
      );
      expect(rooms.flatMap((r) => r.beds).some((b) => !b.isOccupied)).toBe(true);
    });

    it('lists about 42 residents, ten per page by default', async () => {
      const res = await graphql(
        t,
        '{ students { totalCount items { name email phone moveInDate roomNumber } } }',
        {},
        token,
      ).expect(200);
      const { totalCount, items } = res.body.data.students;
      expect(totalCount).toBeGreaterThanOrEqual(40);
      expect(totalCount).toBeLessThanOrEqual(45);
      expect(items).toHaveLength(10);
      expect(items[0]).toEqual({
        name: expect.any(String),
        email: expect.stringContaining('@'),
        phone: expect.stringMatching(/^\+91[6-9]\d{9}$/),
        moveInDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        roomNumber: expect.any(Number),
      });
    });
  });
}
