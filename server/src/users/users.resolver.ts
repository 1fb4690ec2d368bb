import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../common/caller';
import { Can, CurrentCaller, SignedIn } from '../common/decorators';
import { oneForm } from '../common/mutation-input';
import { HostelLoader } from '../hostels/hostel.loader';
import { HostelModel } from '../hostels/models/hostel.model';
import { ChangeUserRoleArgs, ChangeUserRoleInput, SetUserActiveArgs, SetUserActiveInput } from './dto/change-user.args';
import { UserModel } from './models/user.model';
import { UsersService } from './users.service';

@Resolver(() => UserModel)
export class UsersResolver {
  constructor(
    private readonly users: UsersService,
    private readonly hostelLoader: HostelLoader,
  ) {}

  @Query(() => UserModel, {
    description: 'The signed-in user: their details, role, permissions and hostel',
  })
  @SignedIn()
  async me(@CurrentCaller() caller: RequestCaller) {
    return UserModel.from(await this.users.signedIn(caller.actorId));
  }

  @Mutation(() => UserModel, {
    description:
      "Disables or enables a login of the caller's hostel; either ends the user's sessions. NOT_FOUND for an unknown or another hostel's user, FORBIDDEN for the caller's own login or, unless the caller is a superadmin, a superadmin's",
  })
  @Can('users.manage')
  async setUserActive(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => SetUserActiveInput, nullable: true, description: 'The login and whether it works' })
    input: unknown,
    @Args() loose: SetUserActiveArgs,
  ) {
    const args = await oneForm(SetUserActiveInput, input, loose, ['id', 'active']);
    return UserModel.from(await this.users.setActive(caller, Number(args.id), args.active));
  }

  @Mutation(() => UserModel, {
    description:
      "Gives a staff login of the caller's hostel another role; their current sessions end. BAD_USER_INPUT for tenant, NOT_FOUND for an unknown or another hostel's user, FORBIDDEN for the caller's own login or superadmin (to or from) unless the caller is one, CONFLICT for a resident's own login",
  })
  @Can('users.manage')
  async changeUserRole(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => ChangeUserRoleInput, nullable: true, description: 'The login and its new role' })
    input: unknown,
    @Args() loose: ChangeUserRoleArgs,
  ) {
    const args = await oneForm(ChangeUserRoleInput, input, loose, ['id', 'role']);
    return UserModel.from(await this.users.changeRole(caller, Number(args.id), args.role));
  }

  @ResolveField(() => HostelModel, { description: 'The hostel the user belongs to (a superadmin: their home hostel)' })
  hostel(@Parent() user: UserModel, @Context('req') request: object) {
    return this.hostelLoader.load(request, user.hostelId);
  }
}
