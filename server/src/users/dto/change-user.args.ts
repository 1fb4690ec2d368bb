import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsOptional, Matches } from 'class-validator';
import { LooseArgsBase, useInput } from '../../common/mutation-input';
import { ROLES, Role } from '../../common/roles';
import { RoleEnum } from '../models/user.model';

const ACTIVE = 'true enables the login; false disables it';

@InputType({ description: 'The login setUserActive enables or disables' })
export class SetUserActiveInput {
  @Field(() => ID, { description: "The user's id" })
  @Matches(/^\d{1,9}$/, { message: 'id must be a user id' })
  id: string;

  @Field({ description: ACTIVE })
  @IsBoolean()
  active: boolean;
}

/** setUserActive's old loose arguments (NAMING.md item 6), kept for integrators: each may be left out for `input`. */
@ArgsType()
export class SetUserActiveArgs extends LooseArgsBase {
  @Field(() => ID, { nullable: true, deprecationReason: useInput('id'), description: "The user's id" })
  @IsOptional()
  @Matches(/^\d{1,9}$/, { message: 'id must be a user id' })
  id?: string | null;

  @Field(() => Boolean, { nullable: true, deprecationReason: useInput('active'), description: ACTIVE })
  @IsOptional()
  @IsBoolean()
  active?: boolean | null;
}

const NEW_ROLE = 'The new role: superadmin, admin, warden or staff (never tenant)';

@InputType({ description: 'The staff login and the role changeUserRole gives it' })
export class ChangeUserRoleInput {
  @Field(() => ID, { description: "The user's id" })
  @Matches(/^\d{1,9}$/, { message: 'id must be a user id' })
  id: string;

  @Field(() => RoleEnum, { description: NEW_ROLE })
  @IsIn(ROLES)
  role: Role;
}

/** changeUserRole's old loose arguments (NAMING.md item 6), kept for integrators: each may be left out for `input`. */
@ArgsType()
export class ChangeUserRoleArgs extends LooseArgsBase {
  @Field(() => ID, { nullable: true, deprecationReason: useInput('id'), description: "The user's id" })
  @IsOptional()
  @Matches(/^\d{1,9}$/, { message: 'id must be a user id' })
  id?: string | null;

  @Field(() => RoleEnum, { nullable: true, deprecationReason: useInput('role'), description: NEW_ROLE })
  @IsOptional()
  @IsIn(ROLES)
  role?: Role | null;
}
