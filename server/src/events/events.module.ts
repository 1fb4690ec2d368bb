import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Activity } from './activity.entity';
import { OutboxRow } from './outbox-row.entity';
import { ActivityLog } from './activity-log.query';
import { Events } from './events.service';
import { Outbox } from './outbox.service';

/**
 * Domain events: `Events.emit` (the activity log and the outbox, in the writer's transaction), the outbox's reads and
 * the activity log's (`ActivityLog`).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Activity, OutboxRow])],
  providers: [Events, Outbox, ActivityLog],
  exports: [Events, Outbox, ActivityLog],
})
export class EventsModule {}
