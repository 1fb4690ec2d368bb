import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../idempotency/idempotency.module';
import { NotificationsModule } from '../../notifications/notifications.module';
import { NotificationSubmitsResolver } from './notification-submits.resolver';
import { NotificationSubmits } from './notification-submits.service';

/** The compose form's submits: a notification written by `notifications/` under the form key of `idempotency/`. */
@Module({
  imports: [NotificationsModule, IdempotencyModule],
  providers: [NotificationSubmits, NotificationSubmitsResolver],
})
export class NotificationSubmitsModule {}
