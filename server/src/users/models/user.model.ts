import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  clientPermissionName,
  Permission,
  PERMISSION_ALLOWS,
  permissionsOf,
  PERMISSIONS,
  ROLE_MEANS,
  ROLES,
  Role,
  rolesText,
} from '../../common/roles';
import { HostelModel } from '../../hostels/models/hostel.model';
import { maskAadharOrPan } from '../public-user';
import type { User } from '../user.entity';

export const RoleEnum = Object.fromEntries(ROLES.map((r) => [r, r])) as Record<Role, Role>;
registerEnumType(RoleEnum, {
  name: 'Role',
  description: "A user's role: what it may do is the `Permission` table (`User.permissions`).",
  valuesMap: Object.fromEntries(ROLES.map((r) => [r, { description: ROLE_MEANS[r] }])),
});

/** The permission table's names with `_` for `.`; the values are the server's own names. */
export const PermissionEnum = Object.fromEntries(
  (Object.keys(PERMISSIONS) as Permission[]).map((p) => [clientPermissionName(p), p]),
) as Record<string, Permission>;
registerEnumType(PermissionEnum, {
  name: 'Permission',
  description:
    "Something a role may do, as the server checks it on every request (the server's own name has a dot: `rooms.write`). Each root field says which one it needs.",
  // Each value: what it allows and who holds it, both from roles.ts, so neither can drift from the guard's table.
  valuesMap: Object.fromEntries(
    (Object.keys(PERMISSIONS) as Permission[]).map((p) => [
      clientPermissionName(p),
      { description: `${PERMISSION_ALLOWS[p]} Held by ${rolesText(PERMISSIONS[p])}.` },
    ]),
  ),
});

@ObjectType('User', {
  description: "A login of Hostel Admin: a hostel's staff (superadmin, admin, warden, staff) or a resident's own login",
})
export class UserModel {
  @Field(() => ID, { description: "The user's id" })
  id: number;

  @Field({ description: 'Full name, one line' })
  fullName: string;

  @Field({ description: 'The phone they sign in with, E.164 (+919876543210)' })
  phoneNumber: string;

  @Field({ description: 'E-mail address; may be empty for a resident login made without one' })
  email: string;

  @Field(() => RoleEnum, { description: 'Their role, which decides their permissions' })
  role: Role;

  @Field(() => String, {
    nullable: true,
    description: 'Their job title, at most 60 characters; null when none is recorded',
  })
  position: string | null;

  @Field(() => String, { nullable: true, description: 'Aadhaar or PAN with all but a few characters hidden' })
  aadharOrPanMasked: string | null;

  @Field(() => String, { nullable: true, description: 'Six-digit Indian PIN code' })
  pincode: string | null;

  @Field(() => String, { nullable: true, description: 'City, from the profile; null until saved' })
  city: string | null;

  @Field(() => String, { nullable: true, description: 'A state or union territory of India' })
  state: string | null;

  @Field(() => String, { nullable: true, description: 'District, from the profile; null until saved' })
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

  @Field(() => HostelModel, { description: 'The hostel the user belongs to (a superadmin: their home hostel)' })
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
