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

/**
 * What each permission lets its holder do, in the words the schema's `Permission` enum gives integrators (who holds it
 * comes from PERMISSIONS). A Record, so a new permission cannot be added without saying what it allows.
 */
export const PERMISSION_ALLOWS: Record<Permission, string> = {
  'hostel.read': "Read the hostel's profile and the dashboard's figures.",
  'hostel.settings':
    "Change the hostel's details and settings: payment maker-checker, the last period's rent, who receives each type of request.",
  'users.register': 'Register new staff logins in the hostel.',
  'users.manage': 'Turn a staff login on or off and change its role.',
  'rooms.read': 'Read rooms and beds.',
  'rooms.write': 'Create, change and delete rooms; add, change and remove beds.',
  'students.read': 'Read residents: the list, one resident, the CSV export.',
  'students.write':
    "Check residents in, seat, move and unseat them, edit, archive and import them, upload photos, give or take away a resident's own login.",
  'payments.read':
    'Read money: payments and receipts, dues, deposits, extra charges, rent changes, checkouts, their CSV and PDF files.',
  'payments.record': 'Record a payment (and preview it).',
  'payments.verify':
    'Verify, reject or void a payment and bill rent now; alerted when a payment waits for verification.',
  'charges.write': "Add extra charges, a meter reading split among a room's residents too.",
  'charges.void': 'Void extra charges.',
  'rent.change': "Change a resident's rent (from a date; maker-checker may make it wait for approval).",
  'rent.approve': 'List the rent changes waiting for approval and approve or reject them.',
  'checkout.prepare': "Give notice, extend a stay and prepare a checkout's settlement (and preview them).",
  'checkout.approve': "Approve a checkout's settlement, pay its refund and write off a balance.",
  'subscription.manage': "Read the hostel's subscription plan and invoices, and change the plan.",
  'subscription.invoices': "Issue hostels' subscription invoices and mark them paid (Hostel Admin's own staff).",
  'requests.read': 'Read requests, their counts and who receives each type.',
  'requests.write': 'Raise a request and change its status.',
  'jobs.manage': "Read and retry the server's job queue: every hostel's jobs.",
  'visitors.read': 'Read the visitor log.',
  'visitors.write': 'Sign visitors in and out.',
  'notifications.read': 'Read notifications (drafts, scheduled, sent) and their deliveries.',
  'notifications.send':
    'Draft, send, schedule and cancel notifications, pick their residents, retry failed deliveries.',
  'resident.self':
    "A resident's own login: their residence, dues, payments and receipts, their requests and notifications; no one else's.",
  'meals.read': "Read a day's menu and who ate.",
  'meals.write': 'Add and remove menu items and mark who ate.',
};

/** What each role is, for the schema's `Role` enum; what it may do is PERMISSIONS. */
export const ROLE_MEANS: Record<Role, string> = {
  superadmin: "Hostel Admin's own staff: acts in every hostel, with every permission but a resident's.",
  admin: 'Runs one hostel: its settings, staff logins and the approvals (payments, rent changes, settlements) too.',
  warden:
    "Runs one hostel's day: rooms, residents, payments, charges, rent changes, checkouts, notifications; no approvals or settings.",
  staff:
    'Front desk of one hostel: reads rooms, residents, money and notifications; keeps requests, visitors and meals.',
  tenant: "A resident's own login (Give login on the resident's page): only their own records.",
};

const ROLE_PLURAL: Record<Role, string> = {
  superadmin: 'superadmins',
  admin: 'admins',
  warden: 'wardens',
  staff: 'staff',
  tenant: "residents' own logins",
};

/** "superadmins, admins and wardens": the roles of a permission, in the table's order. */
export function rolesText(roles: readonly Role[]): string {
  const names = roles.map((role) => ROLE_PLURAL[role]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
}

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
