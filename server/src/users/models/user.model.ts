import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ROLES, Role } from '../../common/roles';
import { HostelModel } from '../../hostels/models/hostel.model';
import { maskAadharOrPan } from '../public-user';
import type { User } from '../user.entity';

export const RoleEnum = Object.fromEntries(ROLES.map((r) => [r, r])) as Record<Role, Role>;
registerEnumType(RoleEnum, { name: 'Role' });

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
      position: user.position,
      aadharOrPanMasked: maskAadharOrPan(user.aadharOrPan),
      hostelId: user.hostelId,
    });
  }
}
