import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { FOOD_PLANS_EATING, type Meal, MEALS } from '@hostel-admin/rules';
import type { ExpectedDinerModel, MealDayModel, MealParticipantModel, MenuItemModel } from './models/meal.models';
import { MealAttendance } from './meal-attendance.entity';
import { MenuItem } from './menu-item.entity';
import { UsersService } from '../users/users.service';

export const menuItemView = (item: MenuItem): MenuItemModel => ({
  id: item.id,
  date: item.date,
  meal: item.meal,
  title: item.title,
  details: item.details,
  removed: item.removedAt !== null,
});

/** Food Details of one date: the menus and attendance (this module's tables) and whom the kitchen expects. */
@Injectable()
export class MealDayQuery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  async day(hostelId: number, date: string): Promise<MealDayModel> {
    const [menu, attendance, expected] = await Promise.all([
      this.dataSource.getRepository(MenuItem).find({
        where: { hostelId, date, removedAt: IsNull() },
        order: { id: 'ASC' },
      }),
      this.dataSource.getRepository(MealAttendance).find({
        where: { hostelId, date },
        order: { checkedInAt: 'ASC', id: 'ASC' },
      }),
      this.expected(hostelId, date),
    ]);
    const participants = await this.participants(attendance);
    const of = (meal: Meal) => participants.filter((p) => p.meal === meal);
    return {
      date,
      expected,
      meals: MEALS.map((meal) => ({
        meal,
        menu: menu.filter((item) => item.meal === meal).map(menuItemView),
        participants: of(meal),
        expectedCount: expected.length,
        attendedCount: of(meal).length,
      })),
    };
  }

  /** The attendance rows as the API answers them, with who marked each by name. */
  async participants(rows: MealAttendance[]): Promise<MealParticipantModel[]> {
    const names = await this.users.namesByIds(rows.map((r) => r.markedBy));
    return rows.map((row) => ({
      id: row.id,
      date: row.date,
      meal: row.meal,
      checkedInAt: row.checkedInAt,
      markedBy: names.get(row.markedBy) ?? 'Hostel staff',
      studentId: row.studentId,
    }));
  }

  /**
   * The residents whose stay covered the date in a bed whose food plan is Veg or Non Veg (the bed's plan as it is
   * now), by name; read from housing's stays and beds and the students' names.
   */
  async expected(hostelId: number, date: string): Promise<ExpectedDinerModel[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select(['st.student_id AS student_id', 'b.food_plan AS food_plan', 'st.start_date AS start_date'])
      .from('stays', 'st')
      .innerJoin('beds', 'b', 'b.id = st.bed_id')
      .innerJoin('students', 's', 's.id = st.student_id')
      .where('st.hostel_id = :hostelId AND st.start_date <= :date', { hostelId, date })
      .andWhere('(st.end_date IS NULL OR st.end_date >= :date)', { date })
      .andWhere('b.food_plan IN (:...plans)', { plans: [...FOOD_PLANS_EATING] })
      .orderBy('lower(s.name)', 'ASC')
      .addOrderBy('st.student_id', 'ASC')
      .addOrderBy('st.start_date', 'DESC')
      .getRawMany<{ student_id: number | string; food_plan: string }>();
    const seen = new Map<number, ExpectedDinerModel>();
    for (const row of rows) {
      const studentId = Number(row.student_id);
      if (!seen.has(studentId)) seen.set(studentId, { studentId, foodPlan: row.food_plan });
    }
    return [...seen.values()];
  }
}
