import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { Can, CurrentCaller } from '../common/decorators';
import { newListArg, offsetOf } from '../common/pagination';
import { Transactions } from '../common/transactions';
import { looseId, oneForm, useInput } from '../common/mutation-input';
import { ParseIdPipe } from '../common/validators';
import {
  NOTIFICATION_HISTORY,
  NotificationModel,
  NotificationPageModel,
  NotificationRecipientModel,
  NotificationResidentModel,
  NotificationsArgs,
  ResidentSearchArgs,
} from './models/notification.model';
import { CancelNotificationInput } from './dto/cancel-notification.input';
import { RetryFailedDeliveriesInput } from './dto/retry-failed-deliveries.input';
import { DeletedNotification, DeleteNotificationInput } from './models/deleted-notification.model';
import { NotificationQueries } from './notification-queries';
import { NotificationResidents } from './notification-residents';
import { NotificationsBook } from './notifications-book.service';

/** Notifications read (staff up) and the changes without a form key: delete a draft, cancel, retry the failed. */
const ID_ARG = { type: () => ID, description: "The notification's id" };

@Resolver(() => NotificationModel)
export class NotificationsResolver {
  constructor(
    private readonly queries: NotificationQueries,
    private readonly residents: NotificationResidents,
    private readonly book: NotificationsBook,
    private readonly transactions: Transactions,
  ) {}

  @Query(() => NotificationPageModel, {
    description:
      "The caller's hostel's notifications in the states where.states names (the history by default), searched in title and description: scheduled ones soonest first when only they are asked for, else newest first. BAD_USER_INPUT names a bad argument",
  })
  @Can('notifications.read')
  notifications(@CurrentCaller() caller: RequestCaller, @Args() args: NotificationsArgs) {
    const where = newListArg('where', args.where, { states: args.states });
    const states = (where ? where.states : args.states) ?? NOTIFICATION_HISTORY;
    return this.queries.list(caller, [...new Set(states)], args.search, offsetOf(args), args.pageSize);
  }

  @Query(() => NotificationModel, {
    description:
      "One notification with each recipient and their delivery. NOT_FOUND on `id` for an unknown or another hostel's notification",
  })
  @Can('notifications.read')
  notification(@CurrentCaller() caller: RequestCaller, @Args('id', ID_ARG, ParseIdPipe) id: number) {
    return this.queries.one(caller, id);
  }

  @Query(() => [NotificationResidentModel], {
    description:
      "The caller's hostel's current residents a notification may go to, by name, searched by name, phone or room (all of them: no pages)",
  })
  @Can('notifications.send')
  notificationResidents(@CurrentCaller() caller: RequestCaller, @Args() args: ResidentSearchArgs) {
    return this.residents.list(caller.hostelId, args.search);
  }

  @Mutation(() => DeletedNotification, {
    description:
      "Deletes a draft (only a draft may be deleted) and answers its id; again: the same answer. CONFLICT on `id` for a notification that is not a draft; NOT_FOUND on `id` for an unknown or another hostel's",
  })
  @Can('notifications.send')
  async deleteNotification(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The draft' }) input: DeleteNotificationInput,
  ): Promise<DeletedNotification> {
    return { id: await this.transactions.run((manager) => this.book.deleteDraft(manager, caller, input.id)) };
  }

  @Mutation(() => ID, {
    description:
      "Deletes a draft and answers its id. CONFLICT on `id` for a notification that is not a draft; NOT_FOUND on `id` for an unknown or another hostel's",
    deprecationReason: 'Use deleteNotification: delete<Thing> removes a record, and answers DeletedNotification',
  })
  @Can('notifications.send')
  deleteNotificationDraft(@CurrentCaller() caller: RequestCaller, @Args('id', ID_ARG, ParseIdPipe) id: number) {
    return this.transactions.run((manager) => this.book.deleteDraft(manager, caller, id));
  }

  @Mutation(() => NotificationModel, {
    description:
      "Cancels a scheduled notification before its time (nothing is sent). CONFLICT on `id` for one not scheduled; NOT_FOUND on `id` for an unknown or another hostel's",
  })
  @Can('notifications.send')
  async cancelNotification(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => CancelNotificationInput, nullable: true, description: 'The notification to cancel' })
    input: unknown,
    @Args('id', { ...ID_ARG, nullable: true, deprecationReason: useInput('id') }, looseId('id')) id?: number,
  ) {
    const args = await oneForm(CancelNotificationInput, input, { id }, ['id']);
    await this.transactions.run((manager) => this.book.cancel(manager, caller, args.id));
    return this.queries.one(caller, args.id);
  }

  @Mutation(() => NotificationModel, {
    description:
      "Sends a sent notification's failed messages again. CONFLICT on `id` when none failed; NOT_FOUND on `id` for an unknown or another hostel's",
  })
  @Can('notifications.send')
  async retryFailedDeliveries(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', {
      type: () => RetryFailedDeliveriesInput,
      nullable: true,
      description: 'The notification whose failed messages are sent again',
    })
    input: unknown,
    @Args('id', { ...ID_ARG, nullable: true, deprecationReason: useInput('id') }, looseId('id')) looseIdValue?: number,
  ) {
    const { id } = await oneForm(RetryFailedDeliveriesInput, input, { id: looseIdValue }, ['id']);
    await this.transactions.run((manager) => this.book.retryFailed(manager, caller, id));
    return this.queries.one(caller, id);
  }

  @ResolveField(() => [NotificationRecipientModel], { description: 'Its recipients by name, each with their delivery' })
  recipients(@Parent() notification: NotificationModel) {
    return this.queries.recipients(notification.id);
  }
}
