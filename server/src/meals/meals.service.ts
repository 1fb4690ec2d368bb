import { HttpStatus, Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { MEAL_LABELS, type Meal, mealDateProblem, mealMessages, readableDate } from '@hostel-admin/rules';
import { advisoryLock } from '../common/advisory-lock';
import { todayIn } from '../common/calendar';
import { type Caller, mayAccess, type RequestCaller } from '../common/caller';
import { Clock } from '../common/clock';
import { AppError, ConflictError, InputError, NotFoundError } from '../common/errors';
import { isUniqueViolation, Transactions } from '../common/transactions';
import { Events } from '../events/events.service';
import { studentSubject } from '../students/activity-subject';
import { StudentsService } from '../students/students.service';
import type { AddMenuItemInput, MarkMealAttendanceInput, UnmarkMealAttendanceInput } from './dto/meal.inputs';
import { MealAttendance } from './meal-attendance.entity';
import { MealDayQuery, menuItemView } from './meal-day.query';
import type { MealDayModel, MealParticipantModel, MenuItemModel } from './models/meal.models';
import { MenuItem } from './menu-item.entity';

const mealOn = (meal: Meal, date: string) => `${MEAL_LABELS[meal]} on ${readableDate(date)}`;

const residentNotFound = () =>
  new AppError('NOT_FOUND', HttpStatus.NOT_FOUND, mealMessages.residentNotFound, [
    { field: 'studentId', message: mealMessages.residentNotFound },
  ]);

/** The only writer of `menu_items` and `meal_attendance`: Food Details' menus and who ate. */
@Injectable()
export class MealsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly events: Events,
    private readonly clock: Clock,
    private readonly students: StudentsService,
    private readonly query: MealDayQuery,
  ) {}

  /** A date's meals in the caller's hostel: the calendar's window, two months back to a week ahead. */
  async day(caller: Caller, date: string): Promise<MealDayModel> {
    this.checkDate(date, 'menu');
    return this.query.day(caller.hostelId, date);
  }

  /**
   * Puts a food on the menu of a date and meal. Under the meal's lock, a title already on it (any case) is a
   * CONFLICT naming `title`: the same form sent twice adds once.
   */
  async addMenuItem(caller: RequestCaller, input: AddMenuItemInput): Promise<MenuItemModel> {
    this.checkDate(input.date, 'menu');
    const hostelId = caller.hostelId;
    const titleKey = input.title.toLowerCase();
    try {
      return await this.transactions.run(async (manager) => {
        await advisoryLock(manager, `menu:${hostelId}:${input.date}:${input.meal}`);
        const where = { hostelId, date: input.date, meal: input.meal, titleKey, removedAt: IsNull() };
        if (await manager.existsBy(MenuItem, where)) throw new ConflictError(mealMessages.alreadyOnMenu, 'title');
        const item = await manager.save(
          manager.create(MenuItem, {
            hostelId,
            date: input.date,
            meal: input.meal,
            title: input.title,
            titleKey,
            details: input.details ?? null,
            addedAt: this.clock.now(),
            addedBy: caller.actorId,
            removedAt: null,
            removedBy: null,
          }),
        );
        await this.events.emit(manager, {
          kind: 'meal.menu_item_added',
          actor: caller,
          subject: { type: 'meal', id: item.id, hostelId, label: item.title, detail: mealOn(item.meal, item.date) },
          data: { menuItemId: item.id, date: item.date, meal: item.meal, title: item.title },
        });
        return menuItemView(item);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(mealMessages.alreadyOnMenu, 'title');
      throw error;
    }
  }

  /** Takes a food off the menu, kept for the record; taken off already, the answer is the item as it stands. */
  async removeMenuItem(caller: RequestCaller, id: number): Promise<MenuItemModel> {
    return this.transactions.run(async (manager) => {
      await advisoryLock(manager, `menu-item:${id}`);
      const item = await manager.findOneBy(MenuItem, { id });
      if (!item || !mayAccess(caller, item.hostelId)) throw new NotFoundError('Menu item', 'id');
      if (item.removedAt !== null) return menuItemView(item);
      await manager.update(MenuItem, { id }, { removedAt: this.clock.now(), removedBy: caller.actorId });
      await this.events.emit(manager, {
        kind: 'meal.menu_item_removed',
        actor: caller,
        subject: { type: 'meal', id, hostelId: item.hostelId, label: item.title, detail: mealOn(item.meal, item.date) },
        data: { menuItemId: id, date: item.date, meal: item.meal, title: item.title },
      });
      return menuItemView(await manager.findOneByOrFail(MenuItem, { id }));
    });
  }

  /**
   * Marks a current resident of the caller's hostel present at a meal, now. Once per resident, date and meal: under
   * their lock for the meal, a resident already marked answers their first check-in.
   */
  async markAttendance(caller: RequestCaller, input: MarkMealAttendanceInput): Promise<MealParticipantModel> {
    this.checkDate(input.date, 'attendance');
    const hostelId = caller.hostelId;
    const { date, meal } = input;
    const run = () =>
      this.transactions.run(async (manager) => {
        await advisoryLock(manager, `meal:${input.studentId}:${date}:${meal}`);
        const resident = await this.students
          .findAssignable(manager, hostelId, input.studentId)
          .catch((error: unknown) => {
            throw error instanceof NotFoundError ? residentNotFound() : error;
          });
        const marked = await this.existing(manager, resident.id, date, meal);
        if (marked) return marked;
        const row = await manager.save(
          manager.create(MealAttendance, {
            hostelId,
            date,
            meal,
            studentId: resident.id,
            checkedInAt: this.clock.now(),
            markedBy: caller.actorId,
          }),
        );
        await this.events.emit(manager, {
          kind: 'meal.attendance_marked',
          actor: caller,
          subject: studentSubject(resident, mealOn(meal, date)),
          data: { attendanceId: row.id, studentId: resident.id, date, meal },
        });
        return row;
      });
    const row = await run().catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      return run();
    });
    return (await this.query.participants([row]))[0]!;
  }

  /**
   * Takes back a resident's check-in at a meal (a mistaken mark) and answers it as it was. Under the same lock as
   * marking, read after it: a resident of another hostel (or none) is NOT_FOUND, one not marked (or unmarked by a
   * request a moment earlier) a CONFLICT naming `studentId` with the resident and the meal in words.
   */
  async unmarkAttendance(caller: RequestCaller, input: UnmarkMealAttendanceInput): Promise<MealParticipantModel> {
    this.checkDate(input.date, 'attendance');
    const hostelId = caller.hostelId;
    const { date, meal } = input;
    const row = await this.transactions.run(async (manager) => {
      await advisoryLock(manager, `meal:${input.studentId}:${date}:${meal}`);
      const resident = await this.students.findOfHostel(manager, hostelId, input.studentId).catch((error: unknown) => {
        throw error instanceof NotFoundError ? residentNotFound() : error;
      });
      const marked = await this.existing(manager, resident.id, date, meal);
      if (!marked)
        throw new ConflictError(`${resident.name} is not marked present at ${mealOn(meal, date)}.`, 'studentId');
      await manager.delete(MealAttendance, { id: marked.id });
      await this.events.emit(manager, {
        kind: 'meal.attendance_unmarked',
        actor: caller,
        subject: studentSubject(resident, mealOn(meal, date)),
        data: { attendanceId: marked.id, studentId: resident.id, date, meal },
      });
      return marked;
    });
    return (await this.query.participants([row]))[0]!;
  }

  /**
   * The demo's past menus and attendance (database/seed/demo-meals.ts), written as they were, with no events (nothing
   * happens now). Answers how many rows of each.
   */
  async importPast(
    manager: EntityManager,
    menus: Omit<MenuItem, 'id'>[],
    attendance: Omit<MealAttendance, 'id'>[],
  ): Promise<[number, number]> {
    for (let i = 0; i < menus.length; i += 200) await manager.insert(MenuItem, menus.slice(i, i + 200));
    for (let i = 0; i < attendance.length; i += 200) await manager.insert(MealAttendance, attendance.slice(i, i + 200));
    return [menus.length, attendance.length];
  }

  /** Whom the kitchen expects on a date (for the demo's attendance). */
  expectedOn(hostelId: number, date: string) {
    return this.query.expected(hostelId, date);
  }

  private existing(manager: EntityManager, studentId: number, date: string, meal: Meal) {
    return manager.findOneBy(MealAttendance, { studentId, date, meal });
  }

  /** A date outside the calendar's window (or not a date) is BAD_USER_INPUT naming `date`. */
  private checkDate(date: string, kind: 'menu' | 'attendance') {
    const problem = mealDateProblem(date, todayIn(this.clock), kind);
    if (problem) throw InputError.field('date', problem);
  }
}
