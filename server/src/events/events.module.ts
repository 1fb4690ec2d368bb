import { Module } from '@nestjs/common';
import { ActivityLog } from './activity-log.query';
import { Events } from './events.service';
import { Outbox } from './outbox.service';

/**
 * Domain events: `Events.emit` (the activity log and the outbox, in the writer's transaction), the outbox's reads and
 * the activity log's (`ActivityLog`).
 */
@Module({
  providers: [Events, Outbox, ActivityLog],
  exports: [Events, Outbox, ActivityLog],
})
export class EventsModule {}
