import { Module } from '@nestjs/common';
import { HousingModule } from '../../housing/housing.module';
import { StudentsModule } from '../../students/students.module';
import { ResidentContacts } from './resident-contacts';
import { StayChangeViews } from './stay-change.views';

/** What the workflows that move students between beds share: their answer and the residents' phone and e-mail rules. */
@Module({
  imports: [HousingModule, StudentsModule],
  providers: [StayChangeViews, ResidentContacts],
  exports: [StayChangeViews, ResidentContacts],
})
export class StayChangeModule {}
