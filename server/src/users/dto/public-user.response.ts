import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  clientPermissionName,
  PERMISSIONS,
  ROLES,
  type ClientPermission,
  type Permission,
  type Role,
} from '../../common/roles';
import type { PublicUser } from '../public-user';

const CLIENT_PERMISSIONS = (Object.keys(PERMISSIONS) as Permission[]).map(clientPermissionName);

/** A user in the legacy REST answers (`toPublicUser`); `implements` keeps it in step with what the code answers. */
@ApiSchema({ name: 'PublicUser', description: 'A user as the REST answers show them.' })
export class PublicUserBody implements PublicUser {
  @ApiProperty({ type: 'integer', minimum: 1 })
  id: number;

  @ApiProperty({ type: 'string' })
  full_name: string;

  @ApiProperty({ type: 'string', description: 'E.164.', example: '+919876543210' })
  phone_number: string;

  @ApiProperty({ type: 'string' })
  email: string;

  @ApiProperty({ enum: ROLES })
  role: Role;

  @ApiProperty({
    enum: CLIENT_PERMISSIONS,
    isArray: true,
    description: "What the role may do, from the table the server checks (GraphQL's `me { permissions }`).",
  })
  permissions: ClientPermission[];

  @ApiProperty({ type: 'string', nullable: true, description: 'Their position, as set on their profile.' })
  position: string | null;

  @ApiProperty({ type: 'integer', minimum: 1 })
  hostel_id: number;

  @ApiProperty({ type: 'string' })
  hostel_name: string;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Masked: an Aadhaar number shows its last four digits (XXXXXXXX1234), a PAN its digits (XXXXX1234X).',
  })
  aadhar_or_pan: string | null;
}

@ApiSchema({ name: 'RegisteredUser', description: 'The user just registered.' })
export class RegisteredUserBody {
  @ApiProperty({ type: () => PublicUserBody })
  user: PublicUserBody;
}
