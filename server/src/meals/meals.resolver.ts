import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { Can, CurrentCaller } from '../common/decorators';
import { ParseIdPipe } from '../common/validators';
import { StudentModel } from '../students/models/student.model';
import { StudentLoader } from '../students/student.loader';
import { AddMenuItemInput, MarkMealAttendanceInput, MealDayArgs, UnmarkMealAttendanceInput } from './dto/meal.inputs';
import { MealsService } from './meals.service';
import { DeletedMenuItem, DeleteMenuItemInput } from './models/deleted-menu-item.model';
import { ExpectedDinerModel, MealDayModel, MealParticipantModel, MenuItemModel } from './models/meal.models';

@Resolver()
export class MealsResolver {
  constructor(private readonly service: MealsService) {}

  @Query(() => MealDayModel, {
    description:
      "Food Details of a date in the caller's hostel: each meal's menu, who ate with their check-in times, and the residents expected. BAD_USER_INPUT on `date` outside two months back to a week ahead",
  })
  @Can('meals.read')
  mealDay(@CurrentCaller() caller: RequestCaller, @Args() args: MealDayArgs) {
    return this.service.day(caller, args.date);
  }

  @Mutation(() => MenuItemModel, {
    description:
      "Puts a food on the menu of a date and meal in the caller's hostel. CONFLICT on `title` when it is already on that meal; BAD_USER_INPUT names a bad field (`date` outside two months back to a week ahead)",
  })
  @Can('meals.write')
  createMenuItem(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The food, its date and meal' }) input: AddMenuItemInput,
  ) {
    return this.service.addMenuItem(caller, input);
  }

  @Mutation(() => MenuItemModel, {
    description: 'createMenuItem under its old name: the same rules and answer',
    deprecationReason: 'Use createMenuItem: create<Thing> makes a record',
  })
  @Can('meals.write')
  addMenuItem(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The food, its date and meal' }) input: AddMenuItemInput,
  ) {
    return this.createMenuItem(caller, input);
  }

  @Mutation(() => DeletedMenuItem, {
    description:
      "Takes a food off the menu (kept for the record, no longer listed); again: the same answer. NOT_FOUND on `id` for an unknown or another hostel's item",
  })
  @Can('meals.write')
  deleteMenuItem(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The menu item' }) input: DeleteMenuItemInput,
  ): Promise<DeletedMenuItem> {
    return this.service.removeMenuItem(caller, input.id);
  }

  @Mutation(() => MenuItemModel, {
    description:
      "Takes a food off the menu (kept for the record); again: the same answer. NOT_FOUND on `id` for an unknown or another hostel's item",
    deprecationReason: 'Use deleteMenuItem: delete<Thing> removes a record, and answers DeletedMenuItem',
  })
  @Can('meals.write')
  removeMenuItem(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID, description: "The menu item's id" }, ParseIdPipe) id: number,
  ) {
    return this.service.removeMenuItem(caller, id);
  }

  @Mutation(() => MealParticipantModel, {
    description:
      "Marks a current resident present at a meal, now; once per resident, date and meal (again: the first answer). NOT_FOUND on `studentId` for one not a current resident of the caller's hostel; BAD_USER_INPUT on `date` outside two months back to today",
  })
  @Can('meals.write')
  markMealAttendance(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The resident, date and meal' }) input: MarkMealAttendanceInput,
  ) {
    return this.service.markAttendance(caller, input);
  }

  @Mutation(() => MealParticipantModel, {
    description:
      "Takes back a resident's check-in at a meal (a mistaken mark), answering it as it was. CONFLICT on `studentId` when not marked; NOT_FOUND on `studentId` for another hostel's resident; BAD_USER_INPUT on `date` outside two months back to today",
  })
  @Can('meals.write')
  unmarkMealAttendance(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The check-in to take back: resident, date and meal' })
    input: UnmarkMealAttendanceInput,
  ) {
    return this.service.unmarkAttendance(caller, input);
  }
}

/** MealParticipant.resident. */
@Resolver(() => MealParticipantModel)
export class MealParticipantResolver {
  constructor(private readonly students: StudentLoader) {}

  @ResolveField(() => StudentModel, { description: 'The resident who ate' })
  resident(@Parent() participant: MealParticipantModel, @Context('req') req: object) {
    return this.students.load(req, participant.studentId);
  }
}

/** ExpectedDiner.resident. */
@Resolver(() => ExpectedDinerModel)
export class ExpectedDinerResolver {
  constructor(private readonly students: StudentLoader) {}

  @ResolveField(() => StudentModel, { description: 'The resident expected' })
  resident(@Parent() diner: ExpectedDinerModel, @Context('req') req: object) {
    return this.students.load(req, diner.studentId);
  }
}
