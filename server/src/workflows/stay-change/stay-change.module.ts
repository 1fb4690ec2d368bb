import { Module } from '@nestjs/common';
import { HousingModule } from '../../housing/housing.module';
import { StudentsModule } from '../../students/students.module';
import { CheckedInPhones } from './checked-in-phones';
import { StayChangeViews } from './stay-change.views';

/** What the workflows that move students between beds share: their answer and the phone rule. */
@Module({
  imports: [HousingModule, StudentsModule],
  providers: [StayChangeViews, CheckedInPhones],
  exports: [StayChangeViews, CheckedInPhones],
})
export class StayChangeModule {}
