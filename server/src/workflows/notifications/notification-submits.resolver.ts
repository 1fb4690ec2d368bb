import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { NotificationModel } from '../../notifications/models/notification.model';
import { NotificationQueries } from '../../notifications/notification-queries';
import {
  NotificationDraftInput,
  ScheduleNotificationInput,
  SendDraftInput,
  SendNotificationInput,
} from './dto/notification-submit.input';
import { NotificationSubmits } from './notification-submits.service';

/** The compose form's submits (wardens up), each once per form key; each answers the notification. */
@Resolver()
export class NotificationSubmitsResolver {
  constructor(
    private readonly submits: NotificationSubmits,
    private readonly queries: NotificationQueries,
  ) {}

  @Mutation(() => NotificationModel, { description: 'Add to List: saves a draft to send or delete later' })
  @Can('notifications.send')
  async addNotificationDraft(@CurrentCaller() caller: RequestCaller, @Args('input') input: NotificationDraftInput) {
    return this.queries.one(caller, await this.submits.addDraft(caller, input));
  }

  @Mutation(() => NotificationModel, {
    description: 'Sends a notification now: an SMS to each resident through the job queue, each delivery kept',
  })
  @Can('notifications.send')
  async sendNotification(@CurrentCaller() caller: RequestCaller, @Args('input') input: SendNotificationInput) {
    return this.queries.one(caller, await this.submits.send(caller, input));
  }

  @Mutation(() => NotificationModel, { description: 'Sends a draft now to the residents chosen' })
  @Can('notifications.send')
  async sendNotificationDraft(@CurrentCaller() caller: RequestCaller, @Args('input') input: SendDraftInput) {
    return this.queries.one(caller, await this.submits.sendDraft(caller, input));
  }

  @Mutation(() => NotificationModel, {
    description: 'Schedules a notification for a date and time in India (in the future): the queue sends it then, once',
  })
  @Can('notifications.send')
  async scheduleNotification(@CurrentCaller() caller: RequestCaller, @Args('input') input: ScheduleNotificationInput) {
    return this.queries.one(caller, await this.submits.schedule(caller, input));
  }
}
