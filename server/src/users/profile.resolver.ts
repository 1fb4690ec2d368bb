import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { CurrentCaller, SignedIn } from '../common/decorators';
import { ActivityLog } from '../events/activity-log.query';
import { ActivityPageModel } from '../events/models/activity-entry.model';
import { MyActivityArgs } from './dto/my-activity.args';
import { UpdateMyProfileInput } from './dto/profile.input';
import { UserModel } from './models/user.model';
import { ownUser } from './own-user';
import { ProfileService } from './profile.service';

/** The signed-in user's own profile and activity: every signed-in role has one, so these need no permission. */
@Resolver()
export class ProfileResolver {
  constructor(
    private readonly profile: ProfileService,
    private readonly activity: ActivityLog,
  ) {}

  @Mutation(() => UserModel, {
    description:
      "Saves the signed-in user's own details (Profile → User Details); answers the user. BAD_USER_INPUT naming each bad field",
  })
  @SignedIn()
  async updateMyProfile(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'Every detail of the form; other address may be left out' })
    input: UpdateMyProfileInput,
  ) {
    return UserModel.from(await this.profile.update(caller, input));
  }

  @Query(() => ActivityPageModel, {
    description:
      "The signed-in user's own entries of the activity log, newest first, in words (Profile → Recent Activities)",
  })
  @SignedIn()
  myActivity(@CurrentCaller() caller: RequestCaller, @Args() { page, pageSize }: MyActivityArgs) {
    const user = ownUser(caller);
    return this.activity.byActor(user.actorId, user.scope, page, pageSize);
  }
}
