import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../common/auth-user';
import { Can, CurrentUser, SignedIn } from '../common/decorators';
import { HostelLoader } from '../hostels/hostel.loader';
import { HostelModel } from '../hostels/models/hostel.model';
import { ChangeUserRoleArgs, SetUserActiveArgs } from './dto/change-user.args';
import { UserModel } from './models/user.model';
import { UsersService } from './users.service';

@Resolver(() => UserModel)
export class UsersResolver {
  constructor(
    private readonly users: UsersService,
    private readonly hostelLoader: HostelLoader,
  ) {}

  @Query(() => UserModel, { description: 'The signed-in user' })
  @SignedIn()
  async me(@CurrentUser() user: AuthUser) {
    return UserModel.from(await this.users.getById(user.userId));
  }

  @Mutation(() => UserModel, { description: "Disables or enables a user; disabling ends the user's sessions" })
  @Can('users.manage')
  async setUserActive(@CurrentUser() user: AuthUser, @Args() args: SetUserActiveArgs) {
    return UserModel.from(await this.users.setActive(user, Number(args.id), args.active));
  }

  @Mutation(() => UserModel, { description: 'Gives a user another role; their current sessions end' })
  @Can('users.manage')
  async changeUserRole(@CurrentUser() user: AuthUser, @Args() args: ChangeUserRoleArgs) {
    return UserModel.from(await this.users.changeRole(user, Number(args.id), args.role));
  }

  @ResolveField(() => HostelModel)
  hostel(@Parent() user: UserModel, @Context('req') request: object) {
    return this.hostelLoader.load(request, user.hostelId);
  }
}
