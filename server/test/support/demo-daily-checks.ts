import { DataSource, IsNull } from 'typeorm';
import type { TestApp } from './test-app';
import { todayIn } from '../../src/common/calendar';
import { Hostel } from '../../src/hostels/hostel.entity';
import { MealAttendance } from '../../src/meals/meal-attendance.entity';
import { MealDayQuery } from '../../src/meals/meal-day.query';
import { MenuItem } from '../../src/meals/menu-item.entity';
import { Student } from '../../src/students/student.entity';
import { Visitor } from '../../src/visitors/visitor.entity';
import { addDays } from '@hostel-admin/rules';

/** The demo hostel's day-to-day records: the visitor log and Food Details (demo-visitors.ts, demo-meals.ts). */
export function demoDailyChecks(app: () => TestApp) {
  describe('daily records', () => {
    let t: TestApp;
    let db: DataSource;

    beforeAll(async () => {
      t = app();
      db = t.app.get(DataSource);
    });

    it('keeps two weeks of the visitor log for current residents, signed out by the desk, three still inside', async () => {
      const visits = await db.getRepository(Visitor).find({ order: { inAt: 'ASC' } });
      const now = t.clock.now().getTime();
      const days = new Set(visits.map((v) => new Date(v.inAt.getTime() + 330 * 60_000).toISOString().slice(0, 10)));
      expect(days.size).toBe(14);
      expect(visits.every((v) => v.inAt.getTime() <= now && now - v.inAt.getTime() < 14 * 86_400_000)).toBe(true);
      const inside = visits.filter((v) => v.outAt === null);
      expect(inside.length).toBeGreaterThanOrEqual(3);
      expect(new Set(inside.map((v) => v.phone)).size).toBe(inside.length);
      expect(visits.filter((v) => v.outAt).every((v) => v.outAt! > v.inAt && v.signedOutBy !== null)).toBe(true);
      const current = await db.getRepository(Student).findBy({ archivedAt: IsNull() });
      const currentIds = new Set(current.map((s) => s.id));
      expect(visits.every((v) => currentIds.has(v.studentId))).toBe(true);
      expect(new Set(visits.map((v) => v.signedInBy)).size).toBe(3);
    });

    it('keeps two weeks of menus, the next two days planned, and who ate at each meal served so far', async () => {
      const today = todayIn(t.clock);
      const menus = await db.getRepository(MenuItem).find();
      const dates = [...new Set(menus.map((m) => m.date))].sort();
      expect(dates).toHaveLength(16);
      expect([dates[0], dates[dates.length - 1]]).toEqual([addDays(today, -13), addDays(today, 2)]);
      for (const date of dates) expect(new Set(menus.filter((m) => m.date === date).map((m) => m.meal)).size).toBe(3);
      const eaten = await db.getRepository(MealAttendance).find();
      expect(eaten.every((a) => a.date <= today && a.checkedInAt <= t.clock.now())).toBe(true);
      expect(new Set(eaten.filter((a) => a.date < today).map((a) => a.date)).size).toBe(13);
      const hostel = await db.getRepository(Hostel).findOneByOrFail({});
      const day = await t.app.get(MealDayQuery).day(hostel.id, addDays(today, -1));
      for (const meal of day.meals) {
        expect(meal.expectedCount).toBeGreaterThan(5);
        expect(meal.attendedCount).toBeGreaterThan(meal.expectedCount / 2);
        expect(meal.attendedCount).toBeLessThan(meal.expectedCount);
      }
    });
  });
}
