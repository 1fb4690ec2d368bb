import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '../jobs/jobs.module';
import { LedgerModule } from '../ledger/ledger.module';
import { RequestsModule } from '../requests/requests.module';
import { UsersModule } from '../users/users.module';
import { Alert } from './alert.entity';
import { AlertConsumer } from './alert-consumer';
import { MoveOutPassedAlerts } from './move-out-passed.consumer';
import { AlertsResolver } from './alerts.resolver';
import { AlertsService } from './alerts.service';

/** The header's bell: alerts raised from events by the queue's `alerts` consumer, read by their user. */
@Module({
  imports: [TypeOrmModule.forFeature([Alert]), JobsModule, LedgerModule, RequestsModule, UsersModule],
  providers: [AlertsService, AlertConsumer, MoveOutPassedAlerts, AlertsResolver],
  exports: [AlertsService],
})
export class AlertsModule {}
