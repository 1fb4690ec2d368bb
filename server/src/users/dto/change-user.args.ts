import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsBoolean, IsIn, Matches } from 'class-validator';
import { ROLES, Role } from '../../common/roles';
import { RoleEnum } from '../models/user.model';

@ArgsType()
export class UserIdArgs {
  @Field(() => ID, { description: "The user's id" })
  @Matches(/^\d{1,9}$/, { message: 'id must be a user id' })
  id: string;
}

@ArgsType()
export class SetUserActiveArgs extends UserIdArgs {
  @Field({ description: 'true enables the login; false disables it' })
  @IsBoolean()
  active: boolean;
}

@ArgsType()
export class ChangeUserRoleArgs extends UserIdArgs {
  @Field(() => RoleEnum, { description: 'The new role: superadmin, admin, warden or staff (never tenant)' })
  @IsIn(ROLES)
  role: Role;
}
