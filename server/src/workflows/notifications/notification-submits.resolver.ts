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

  @Mutation(() => NotificationModel, {
    description:
      'Add to List: saves a draft to send or delete later. A repeated idempotencyKey answers the first result. BAD_USER_INPUT for a title or description too long or empty',
  })
  @Can('notifications.send')
  async createNotificationDraft(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The title, the text and the form key' }) input: NotificationDraftInput,
  ) {
    return this.queries.one(caller, await this.submits.addDraft(caller, input));
  }

  @Mutation(() => NotificationModel, {
    description:
      'createNotificationDraft under its old name: the same rules, answer and form keys (a key used with either name answers the first result under both)',
    deprecationReason: 'Use createNotificationDraft: create<Thing> makes a record',
  })
  @Can('notifications.send')
  addNotificationDraft(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The title, the text and the form key' }) input: NotificationDraftInput,
  ) {
    return this.createNotificationDraft(caller, input);
  }

  @Mutation(() => NotificationModel, {
    description:
      "Sends a notification now: an SMS to each resident through the job queue, each delivery kept. A repeated idempotencyKey answers the first result. BAD_USER_INPUT naming the field (also for a resident who has left), NOT_FOUND for another hostel's resident",
  })
  @Can('notifications.send')
  async sendNotification(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The title, the text, the residents and the form key' }) input: SendNotificationInput,
  ) {
    return this.queries.one(caller, await this.submits.send(caller, input));
  }

  @Mutation(() => NotificationModel, {
    description:
      "Sends a draft now, as it is, to the residents chosen. A repeated idempotencyKey answers the first result. BAD_USER_INPUT for a resident who has left, NOT_FOUND for another hostel's draft or resident, CONFLICT when it was already sent",
  })
  @Can('notifications.send')
  async sendNotificationDraft(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The draft, the residents and the form key' }) input: SendDraftInput,
  ) {
    return this.queries.one(caller, await this.submits.sendDraft(caller, input));
  }

  @Mutation(() => NotificationModel, {
    description:
      "Schedules a notification for a date and time in India (in the future): the queue sends it then, once, unless cancelled. A repeated idempotencyKey answers the first result. BAD_USER_INPUT naming the field (a day or time not ahead, a resident who has left), NOT_FOUND for another hostel's resident",
  })
  @Can('notifications.send')
  async scheduleNotification(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The notification, the residents, when to send it and the form key' })
    input: ScheduleNotificationInput,
  ) {
    return this.queries.one(caller, await this.submits.schedule(caller, input));
  }
}
