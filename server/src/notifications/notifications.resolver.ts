import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { Can, CurrentCaller } from '../common/decorators';
import { offsetOf } from '../common/pagination';
import { Transactions } from '../common/transactions';
import { ParseIdPipe } from '../common/validators';
import {
  NotificationModel,
  NotificationPageModel,
  NotificationRecipientModel,
  NotificationResidentModel,
  NotificationsArgs,
  ResidentSearchArgs,
} from './models/notification.model';
import { NotificationQueries } from './notification-queries';
import { NotificationResidents } from './notification-residents';
import { NotificationsBook } from './notifications-book.service';

/** Notifications read (staff up) and the changes without a form key: delete a draft, cancel, retry the failed. */
@Resolver(() => NotificationModel)
export class NotificationsResolver {
  constructor(
    private readonly queries: NotificationQueries,
    private readonly residents: NotificationResidents,
    private readonly book: NotificationsBook,
    private readonly transactions: Transactions,
  ) {}

  @Query(() => NotificationPageModel, {
    description: 'Notifications in the given states (the history by default), scheduled by time, others newest first',
  })
  @Can('notifications.read')
  notifications(@CurrentCaller() caller: RequestCaller, @Args() args: NotificationsArgs) {
    return this.queries.list(caller, [...new Set(args.states)], args.search, offsetOf(args), args.pageSize);
  }

  @Query(() => NotificationModel, { description: 'One notification with each recipient and their delivery' })
  @Can('notifications.read')
  notification(@CurrentCaller() caller: RequestCaller, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.queries.one(caller, id);
  }

  @Query(() => [NotificationResidentModel], {
    description: "The hostel's current residents a notification may go to, by name, searched by name, phone or room",
  })
  @Can('notifications.send')
  notificationResidents(@CurrentCaller() caller: RequestCaller, @Args() args: ResidentSearchArgs) {
    return this.residents.list(caller.hostelId, args.search);
  }

  @Mutation(() => ID, { description: 'Deletes a draft; anything else is a CONFLICT. Answers its id' })
  @Can('notifications.send')
  deleteNotificationDraft(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID }, ParseIdPipe) id: number,
  ) {
    return this.transactions.run((manager) => this.book.deleteDraft(manager, caller, id));
  }

  @Mutation(() => NotificationModel, {
    description: 'Cancels a scheduled notification before its time (nothing is sent); anything else is a CONFLICT',
  })
  @Can('notifications.send')
  async cancelNotification(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID }, ParseIdPipe) id: number,
  ) {
    await this.transactions.run((manager) => this.book.cancel(manager, caller, id));
    return this.queries.one(caller, id);
  }

  @Mutation(() => NotificationModel, {
    description: "Sends a sent notification's failed messages again; none failed is a CONFLICT",
  })
  @Can('notifications.send')
  async retryFailedDeliveries(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID }, ParseIdPipe) id: number,
  ) {
    await this.transactions.run((manager) => this.book.retryFailed(manager, caller, id));
    return this.queries.one(caller, id);
  }

  @ResolveField(() => [NotificationRecipientModel])
  recipients(@Parent() notification: NotificationModel) {
    return this.queries.recipients(notification.id);
  }
}
