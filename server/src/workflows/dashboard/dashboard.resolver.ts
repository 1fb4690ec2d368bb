import { Query, Resolver } from '@nestjs/graphql';
import { todayIn } from '../../common/calendar';
import type { RequestCaller } from '../../common/caller';
import { Clock } from '../../common/clock';
import { Can, CurrentCaller } from '../../common/decorators';
import { DashboardModel } from './dashboard.model';
import { DashboardQuery } from './dashboard.query';

@Resolver()
export class DashboardResolver {
  constructor(
    private readonly query: DashboardQuery,
    private readonly clock: Clock,
  ) {}

  @Query(() => DashboardModel, {
    description:
      "The dashboard's figures for the caller's hostel (with paymentSummary in the same document: one round trip)",
  })
  @Can('hostel.read')
  async dashboard(@CurrentCaller() caller: RequestCaller): Promise<DashboardModel> {
    const figures = await this.query.figures(caller.hostelId, todayIn(this.clock), caller.actorId);
    return { id: `dashboard:${figures.hostelId}`, ...figures };
  }
}
