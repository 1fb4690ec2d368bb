export const ROLES = ['admin', 'warden', 'staff', 'tenant', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Every permission the API checks. */
export type Permission =
  | 'hostel.read'
  | 'hostel.settings'
  | 'users.register'
  | 'users.manage'
  | 'rooms.read'
  | 'rooms.write'
  | 'students.read'
  | 'students.write'
  | 'payments.read'
  | 'payments.record'
  | 'payments.verify'
  | 'charges.write'
  | 'charges.void'
  | 'rent.change'
  | 'rent.approve'
  | 'checkout.prepare'
  | 'checkout.approve'
  | 'subscription.manage'
  | 'subscription.invoices'
  | 'requests.read'
  | 'requests.write'
  | 'jobs.manage'
  | 'visitors.read'
  | 'visitors.write'
  | 'notifications.read'
  | 'notifications.send'
  | 'resident.self'
  | 'meals.read'
  | 'meals.write';

const STAFF_UP: Role[] = ['superadmin', 'admin', 'warden', 'staff'];
const WARDEN_UP: Role[] = ['superadmin', 'admin', 'warden'];

/** What each role may do: the single table every guard reads. */
export const PERMISSIONS: Record<Permission, readonly Role[]> = {
  'hostel.read': STAFF_UP,
  'hostel.settings': ['superadmin', 'admin'],
  'users.register': ['superadmin', 'admin'],
  'users.manage': ['superadmin', 'admin'],
  'rooms.read': STAFF_UP,
  'rooms.write': WARDEN_UP,
  'students.read': STAFF_UP,
  'students.write': WARDEN_UP,
  'payments.read': STAFF_UP,
  'payments.record': WARDEN_UP,
  'payments.verify': ['superadmin', 'admin'],
  'charges.write': WARDEN_UP,
  'charges.void': ['superadmin', 'admin'],
  'rent.change': WARDEN_UP,
  'rent.approve': ['superadmin', 'admin'],
  'checkout.prepare': WARDEN_UP,
  'checkout.approve': ['superadmin', 'admin'],
  'subscription.manage': ['superadmin', 'admin'],
  'subscription.invoices': ['superadmin'],
  'requests.read': STAFF_UP,
  'requests.write': STAFF_UP,
  // Reading what was sent (staff too); writing, sending, scheduling and retrying: wardens up.
  'notifications.read': STAFF_UP,
  'notifications.send': WARDEN_UP,
  // The job queue of the whole server: every hostel's jobs.
  'jobs.manage': ['superadmin'],
  // The visitor log: whoever is at the desk signs visitors in and out.
  'visitors.read': STAFF_UP,
  'visitors.write': STAFF_UP,
  // A resident's own login: their room, dues, payments and receipts, their requests and notifications; no one else's.
  'resident.self': ['tenant'],
  // Food Details: the kitchen's menus and who ate, kept by whoever is on duty.
  'meals.read': STAFF_UP,
  'meals.write': STAFF_UP,
};

export function can(role: Role, permission: Permission): boolean {
  return PERMISSIONS[permission].includes(role);
}

/** Every permission a role has, in the table's order: what clients show or hide, from the table the guard reads. */
export function permissionsOf(role: Role): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => can(role, permission));
}

/** A permission as clients name it (GraphQL enum values cannot hold a dot): `rooms.write` → `rooms_write`. */
export const clientPermissionName = (permission: Permission) => permission.replace('.', '_') as ClientPermission;
type Underscored<P> = P extends `${infer A}.${infer B}` ? `${A}_${B}` : never;
export type ClientPermission = Underscored<Permission>;
