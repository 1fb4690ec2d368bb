import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../common/auth-user';
import { Can, CurrentUser } from '../common/decorators';
import { HostelsService } from './hostels.service';
import { HostelModel } from './models/hostel.model';

@Resolver(() => HostelModel)
export class HostelsResolver {
  constructor(private readonly hostels: HostelsService) {}

  @Query(() => HostelModel, { description: "A hostel by id; without an id, the caller's own hostel" })
  @Can('hostel.read')
  hostel(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID, nullable: true }) id?: string) {
    return this.hostels.findForCaller(user, id);
  }
}
