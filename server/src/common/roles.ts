export const ROLES = ['admin', 'warden', 'staff', 'tenant', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Every permission the API checks. */
export type Permission =
  | 'hostel.read'
  | 'users.register'
  | 'users.manage'
  | 'rooms.read'
  | 'rooms.write'
  | 'students.read'
  | 'students.write';

const STAFF_UP: Role[] = ['superadmin', 'admin', 'warden', 'staff'];
const WARDEN_UP: Role[] = ['superadmin', 'admin', 'warden'];

/** What each role may do: the single table every guard reads. */
export const PERMISSIONS: Record<Permission, readonly Role[]> = {
  'hostel.read': STAFF_UP,
  'users.register': ['superadmin', 'admin'],
  'users.manage': ['superadmin', 'admin'],
  'rooms.read': STAFF_UP,
  'rooms.write': WARDEN_UP,
  'students.read': STAFF_UP,
  'students.write': WARDEN_UP,
};

export function can(role: Role, permission: Permission): boolean {
  return PERMISSIONS[permission].includes(role);
}
