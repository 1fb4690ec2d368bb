import { clientPermissionName, permissionsOf } from '../common/roles';
import type { Hostel } from '../hostels/hostel.entity';
import type { User } from './user.entity';

const AADHAAR = /^\d{12}$/;
const PAN = /^[A-Z]{5}(\d{4})[A-Z]$/;

/** Aadhaar shows its last four digits (XXXXXXXX1234), PAN its digits (XXXXX1234X); nothing else is ever shown. */
export function maskAadharOrPan(value: string | null): string | null {
  if (!value) return null;
  if (AADHAAR.test(value)) return `XXXXXXXX${value.slice(-4)}`;
  const pan = PAN.exec(value);
  if (pan) return `XXXXX${pan[1]}X`;
  return 'X'.repeat(value.length);
}

/** A user as the legacy REST API answers it (snake_case, identity number masked, with what the role may do). */
export function toPublicUser(user: User, hostel: Pick<Hostel, 'name'>) {
  return {
    id: user.id,
    full_name: user.fullName,
    phone_number: user.phoneNumber,
    email: user.email,
    role: user.role,
    /** The same names as GraphQL's `User.permissions`. */
    permissions: permissionsOf(user.role).map(clientPermissionName),
    position: user.position,
    hostel_id: user.hostelId,
    hostel_name: hostel.name,
    aadhar_or_pan: maskAadharOrPan(user.aadharOrPan),
  };
}

export type PublicUser = ReturnType<typeof toPublicUser>;
