import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { JobsModule } from '../jobs/jobs.module';
import { NotificationDelivery } from './notification-delivery';
import { NotificationQueries } from './notification-queries';
import { NotificationRecipient } from './notification-recipient.entity';
import { NotificationResidents } from './notification-residents';
import { Notification } from './notification.entity';
import { NotificationsBook } from './notifications-book.service';
import { NotificationsResolver } from './notifications.resolver';
import { UsersModule } from '../users/users.module';

/**
 * Notifications: drafts, sends and schedules (`NotificationsBook`, the tables' one writer), their reads, and their
 * delivery by SMS through the job queue (`NotificationDelivery`: the kinds notification-send, notification-round and
 * notification-sms). Sending and scheduling with a form's key are the workflow `workflows/notifications/`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Notification, NotificationRecipient]), EventsModule, JobsModule, UsersModule],
  providers: [
    NotificationsBook,
    NotificationQueries,
    NotificationResidents,
    NotificationDelivery,
    NotificationsResolver,
  ],
  exports: [NotificationsBook, NotificationQueries, NotificationResidents],
})
export class NotificationsModule {}
