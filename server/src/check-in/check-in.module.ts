import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { DepositsModule } from '../deposits/deposits.module';
import { RentModule } from '../rent/rent.module';
import { StaysModule } from '../stays/stays.module';
import { StudentsModule } from '../students/students.module';
import { CheckInResolver } from './check-in.resolver';
import { CheckInService } from './check-in.service';

@Module({
  imports: [StudentsModule, StaysModule, DepositsModule, RentModule, ActivityModule],
  providers: [CheckInService, CheckInResolver],
})
export class CheckInModule {}
