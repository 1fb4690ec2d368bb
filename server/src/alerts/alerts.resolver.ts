import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { CurrentCaller, SignedIn } from '../common/decorators';
import { newListArg, offsetOf } from '../common/pagination';
import { looseId, oneForm, useInput } from '../common/mutation-input';
import { AlertsService } from './alerts.service';
import { MarkAlertReadInput } from './dto/mark-alert-read.input';
import { AlertModel, AlertPageModel, AlertsArgs } from './models/alert.model';

/** The signed-in user's own alerts: every role of the admin app has a bell, and sees only its own. */
@Resolver()
export class AlertsResolver {
  constructor(private readonly service: AlertsService) {}

  @Query(() => AlertPageModel, {
    description:
      "The signed-in user's own alerts, newest first, with the unread count; search matches the alert's words, where.unreadOnly keeps the unread ones. BAD_USER_INPUT names a bad argument",
  })
  @SignedIn()
  alerts(@CurrentCaller() caller: RequestCaller, @Args() args: AlertsArgs) {
    const where = newListArg('where', args.where, { unreadOnly: args.unreadOnly });
    const unreadOnly = where ? where.unreadOnly : args.unreadOnly;
    return this.service.list(caller, { search: args.search, unreadOnly }, offsetOf(args), args.pageSize);
  }

  @Mutation(() => AlertModel, {
    description:
      "Marks one of the user's alerts read (again: no change) and answers it. NOT_FOUND on `id` for an alert that is not the user's",
  })
  @SignedIn()
  async markAlertRead(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => MarkAlertReadInput, nullable: true, description: 'The alert to mark read' })
    input: unknown,
    @Args(
      'id',
      { type: () => ID, nullable: true, deprecationReason: useInput('id'), description: "The alert's id" },
      looseId('id'),
    )
    id?: number,
  ) {
    const args = await oneForm(MarkAlertReadInput, input, { id }, ['id']);
    return this.service.markRead(caller, args.id);
  }

  @Mutation(() => Int, { description: 'Marks every unread alert of the user read; answers how many' })
  @SignedIn()
  markAllAlertsRead(@CurrentCaller() caller: RequestCaller) {
    return this.service.markAllRead(caller);
  }
}
