import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { StudentsModule } from '../students/students.module';
import { MealAttendance } from './meal-attendance.entity';
import { MealDayQuery } from './meal-day.query';
import { ExpectedDinerResolver, MealParticipantResolver, MealsResolver } from './meals.resolver';
import { MealsService } from './meals.service';
import { MenuItem } from './menu-item.entity';
import { UsersModule } from '../users/users.module';

/** Food Details: the only writer of `menu_items` and `meal_attendance`; residents and their beds are read. */
@Module({
  imports: [TypeOrmModule.forFeature([MenuItem, MealAttendance]), EventsModule, StudentsModule, UsersModule],
  providers: [MealsService, MealDayQuery, MealsResolver, MealParticipantResolver, ExpectedDinerResolver],
  exports: [MealsService],
})
export class MealsModule {}
