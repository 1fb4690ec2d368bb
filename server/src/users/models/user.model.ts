import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { clientPermissionName, Permission, permissionsOf, PERMISSIONS, ROLES, Role } from '../../common/roles';
import { HostelModel } from '../../hostels/models/hostel.model';
import { maskAadharOrPan } from '../public-user';
import type { User } from '../user.entity';

export const RoleEnum = Object.fromEntries(ROLES.map((r) => [r, r])) as Record<Role, Role>;
registerEnumType(RoleEnum, { name: 'Role' });

/** The permission table's names with `_` for `.`; the values are the server's own names. */
export const PermissionEnum = Object.fromEntries(
  (Object.keys(PERMISSIONS) as Permission[]).map((p) => [clientPermissionName(p), p]),
) as Record<string, Permission>;
registerEnumType(PermissionEnum, {
  name: 'Permission',
  description: 'Something a role may do, as the server checks it on every request',
});

@ObjectType('User')
export class UserModel {
  @Field(() => ID)
  id: number;

  @Field()
  fullName: string;

  @Field()
  phoneNumber: string;

  @Field()
  email: string;

  @Field(() => RoleEnum)
  role: Role;

  @Field(() => String, { nullable: true })
  position: string | null;

  @Field(() => String, { nullable: true, description: 'Aadhaar or PAN with all but a few characters hidden' })
  aadharOrPanMasked: string | null;

  @Field(() => String, { nullable: true, description: 'Six-digit Indian PIN code' })
  pincode: string | null;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field(() => String, { nullable: true, description: 'A state or union territory of India' })
  state: string | null;

  @Field(() => String, { nullable: true })
  district: string | null;

  @Field(() => String, { nullable: true, description: 'House, street, area' })
  otherAddress: string | null;

  @Field({ description: 'True once the user has set a password: they may sign in with phone + password too' })
  hasPassword: boolean;

  @Field(() => Date, { nullable: true, description: 'When the password was last set' })
  passwordChangedAt: Date | null;

  @Field(() => [PermissionEnum], {
    description: 'What this user may do: read from the table every guard checks, so screens never keep a copy',
  })
  permissions: Permission[];

  @Field(() => HostelModel)
  hostel?: HostelModel;

  hostelId: number;

  static from(user: User): UserModel {
    return Object.assign(new UserModel(), {
      id: user.id,
      fullName: user.fullName,
      phoneNumber: user.phoneNumber,
      email: user.email,
      role: user.role,
      permissions: permissionsOf(user.role),
      position: user.position,
      aadharOrPanMasked: maskAadharOrPan(user.aadharOrPan),
      pincode: user.pincode,
      city: user.city,
      state: user.state,
      district: user.district,
      otherAddress: user.otherAddress,
      hasPassword: user.passwordChangedAt !== null,
      passwordChangedAt: user.passwordChangedAt,
      hostelId: user.hostelId,
    });
  }
}
