import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsBoolean, IsIn, Matches } from 'class-validator';
import { ROLES, Role } from '../../common/roles';
import { RoleEnum } from '../models/user.model';

@ArgsType()
export class UserIdArgs {
  @Field(() => ID)
  @Matches(/^\d{1,9}$/, { message: 'id must be a user id' })
  id: string;
}

@ArgsType()
export class SetUserActiveArgs extends UserIdArgs {
  @Field()
  @IsBoolean()
  active: boolean;
}

@ArgsType()
export class ChangeUserRoleArgs extends UserIdArgs {
  @Field(() => RoleEnum)
  @IsIn(ROLES)
  role: Role;
}
