import { Module } from '@nestjs/common';
import { Events } from './events.service';
import { Outbox } from './outbox.service';

/** Domain events: `Events.emit` (the activity log and the outbox, in the writer's transaction) and the outbox's reads. */
@Module({
  providers: [Events, Outbox],
  exports: [Events, Outbox],
})
export class EventsModule {}
