import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { SessionsService } from '../src/auth/sessions.service';
import { PERMISSIONS, type Permission, type Role } from '../src/common/roles';
import { User } from '../src/users/user.entity';
import { Access, apiOperations, declaredAccess } from './support/access';
import { startTestApp, TEST_DATABASES, TestApp } from './support/test-app';
import { seedTwoHostels, TwoHostels } from './support/users';

/**
 * Who may call what, written down: every GraphQL root field and every REST route with the access its handler declares
 * (`@Public()`, `@SignedIn()` or `@Can(permission)`, whose roles are `roles.ts`'s table). A changed decorator, a new
 * operation or a guard that answers differently fails here until this table says so.
 */
const ACCESS: Record<string, Access> = {
  'query hostel': 'hostel.read',
  'mutation setPaymentMakerChecker': 'hostel.settings',
  'mutation setLastPeriodRule': 'hostel.settings',
  'mutation setHostelDetails': 'hostel.settings',
  'query me': 'signed-in',
  'mutation setUserActive': 'users.manage',
  'mutation changeUserRole': 'users.manage',
  'mutation updateMyProfile': 'signed-in',
  'query myActivity': 'signed-in',
  'mutation changeMyPassword': 'signed-in',
  'mutation requestLoginCode': 'public',
  'mutation login': 'public',
  'mutation logout': 'signed-in, residents too',
  'query rooms': 'rooms.read',
  'query room': 'rooms.read',
  'mutation createRoom': 'rooms.write',
  'mutation updateRoom': 'rooms.write',
  'mutation deleteRoom': 'rooms.write',
  'query beds': 'rooms.read',
  'query bed': 'rooms.read',
  'mutation updateBed': 'rooms.write',
  'mutation removeBed': 'rooms.write',
  'mutation deleteBed': 'rooms.write',
  'query depositList': 'payments.read',
  'query deposits': 'payments.read',
  'query students': 'students.read',
  'query student': 'students.read',
  'mutation checkIn': 'students.write',
  'mutation addBed': 'rooms.write',
  'mutation createBed': 'rooms.write',
  'mutation assignBed': 'students.write',
  'mutation removeFromBed': 'students.write',
  'mutation moveStudent': 'students.write',
  'mutation archiveStudent': 'students.write',
  'mutation updateStudent': 'students.write',
  'mutation previewStudentImport': 'students.write',
  'mutation importStudents': 'students.write',
  'query paymentSummary': 'payments.read',
  'query monthLedgerRows': 'payments.read',
  'query studentPayments': 'payments.read',
  'query payment': 'payments.read',
  'query paymentPreview': 'payments.record',
  'mutation recordPayment': 'payments.record',
  'mutation billRentNow': 'payments.verify',
  'mutation verifyPayment': 'payments.verify',
  'mutation voidPayment': 'payments.verify',
  'mutation rejectPayment': 'payments.verify',
  'query dues': 'payments.read',
  'mutation addCharges': 'charges.write',
  'mutation createCharges': 'charges.write',
  'mutation voidCharges': 'charges.void',
  'query extraCharges': 'payments.read',
  'query meterSplit': 'charges.write',
  'mutation updateRent': 'rent.change',
  'mutation decideRentChange': 'rent.approve',
  'query rentChanges': 'payments.read',
  'query rentChangesWaiting': 'rent.approve',
  'query checkouts': 'payments.read',
  'query checkout': 'payments.read',
  'query settlementPreview': 'checkout.prepare',
  'mutation giveNotice': 'checkout.prepare',
  'query stayExtensionPreview': 'checkout.prepare',
  'mutation extendStay': 'checkout.prepare',
  'mutation prepareSettlement': 'checkout.prepare',
  'mutation approveSettlement': 'checkout.approve',
  'mutation payRefund': 'checkout.approve',
  'mutation writeOffBalance': 'checkout.approve',
  'query subscription': 'subscription.manage',
  'mutation changePlan': 'subscription.manage',
  'query subscriptionInvoices': 'subscription.manage',
  'mutation markInvoicePaid': 'subscription.invoices',
  'mutation issueSubscriptionInvoices': 'subscription.invoices',
  'query jobs': 'jobs.manage',
  'query jobCounts': 'jobs.manage',
  'mutation retryJob': 'jobs.manage',
  'query alerts': 'signed-in',
  'query dashboard': 'hostel.read',
  'mutation markAlertRead': 'signed-in',
  'mutation markAllAlertsRead': 'signed-in',
  'query requests': 'requests.read',
  'query requestCounts': 'requests.read',
  'query request': 'requests.read',
  'query requestTargets': 'requests.read',
  'mutation addRequest': 'requests.write',
  'mutation createRequest': 'requests.write',
  'mutation changeRequestStatus': 'requests.write',
  'mutation setRequestTargets': 'hostel.settings',
  'query visitors': 'visitors.read',
  'mutation signInVisitor': 'visitors.write',
  'mutation signOutVisitor': 'visitors.write',
  'query notifications': 'notifications.read',
  'query notification': 'notifications.read',
  'query notificationResidents': 'notifications.send',
  'mutation addNotificationDraft': 'notifications.send',
  'mutation createNotificationDraft': 'notifications.send',
  'mutation deleteNotificationDraft': 'notifications.send',
  'mutation deleteNotification': 'notifications.send',
  'mutation sendNotification': 'notifications.send',
  'mutation sendNotificationDraft': 'notifications.send',
  'mutation scheduleNotification': 'notifications.send',
  'mutation cancelNotification': 'notifications.send',
  'mutation retryFailedDeliveries': 'notifications.send',
  'query myResidence': 'resident.self',
  'mutation raiseMyRequest': 'resident.self',
  'mutation grantResidentAccess': 'students.write',
  'mutation revokeResidentAccess': 'students.write',
  'query mealDay': 'meals.read',
  'mutation addMenuItem': 'meals.write',
  'mutation createMenuItem': 'meals.write',
  'mutation removeMenuItem': 'meals.write',
  'mutation deleteMenuItem': 'meals.write',
  'mutation markMealAttendance': 'meals.write',
  'mutation unmarkMealAttendance': 'meals.write',
  'query apiKeys': 'hostel.settings',
  'mutation createApiKey': 'hostel.settings',
  'mutation revokeApiKey': 'hostel.settings',
  'query webhookEndpoints': 'hostel.settings',
  'query webhookDeliveries': 'hostel.settings',
  'mutation createWebhookEndpoint': 'hostel.settings',
  'mutation updateWebhookEndpoint': 'hostel.settings',
  'mutation deleteWebhookEndpoint': 'hostel.settings',
  'mutation redeliverWebhook': 'hostel.settings',
  'mutation sendTestWebhook': 'hostel.settings',
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'signed-in, residents too',
  'POST /api/auth/register': 'public',
  'POST /api/rooms/create-room': 'rooms.write',
  'GET /api/students/export.csv': 'students.read',
  'POST /api/students/:id/photo': 'students.write',
  'GET /api/students/:id/photo': 'public',
  'POST /api/beds/add-bed': 'rooms.write',
  'GET /api/payments/export.csv': 'payments.read',
  'GET /api/payments/:id/receipt': 'payments.read',
  'GET /api/dues.csv': 'payments.read',
  'GET /api/students/:id/statement.pdf': 'payments.read',
  'GET /api/checkouts/:id/refund-voucher': 'payments.read',
  'GET /api/dev/outbox': 'public',
  'GET /api/resident/payments/:id/receipt': 'resident.self',
  'POST /api/dev/run-jobs': 'public',
};

const STAFF_UP: Role[] = ['superadmin', 'admin', 'warden', 'staff'];
const WARDEN_UP: Role[] = ['superadmin', 'admin', 'warden'];
const ADMIN_UP: Role[] = ['superadmin', 'admin'];
/** The role table as it stands (roles.ts): a change to who may do what shows here first. */
const ROLES_WITH: Record<Permission, Role[]> = {
  'hostel.read': STAFF_UP,
  'hostel.settings': ADMIN_UP,
  'users.register': ADMIN_UP,
  'users.manage': ADMIN_UP,
  'rooms.read': STAFF_UP,
  'rooms.write': WARDEN_UP,
  'students.read': STAFF_UP,
  'students.write': WARDEN_UP,
  'payments.read': STAFF_UP,
  'payments.record': WARDEN_UP,
  'payments.verify': ADMIN_UP,
  'charges.write': WARDEN_UP,
  'charges.void': ADMIN_UP,
  'rent.change': WARDEN_UP,
  'rent.approve': ADMIN_UP,
  'checkout.prepare': WARDEN_UP,
  'checkout.approve': ADMIN_UP,
  'subscription.manage': ADMIN_UP,
  'subscription.invoices': ['superadmin'],
  'requests.read': STAFF_UP,
  'requests.write': STAFF_UP,
  'notifications.read': STAFF_UP,
  'notifications.send': WARDEN_UP,
  'jobs.manage': ['superadmin'],
  'visitors.read': STAFF_UP,
  'visitors.write': STAFF_UP,
  'resident.self': ['tenant'],
  'meals.read': STAFF_UP,
  'meals.write': STAFF_UP,
};

type Who = 'anonymous' | 'tenantA' | 'staffA' | 'wardenA' | 'adminA' | 'superadmin';
const ROLE_OF: Record<Exclude<Who, 'anonymous'>, Role> = {
  tenantA: 'tenant',
  staffA: 'staff',
  wardenA: 'warden',
  adminA: 'admin',
  superadmin: 'superadmin',
};
const CALLERS = Object.keys(ROLE_OF) as Exclude<Who, 'anonymous'>[];

/**
 * What the table lets a caller do: a public operation anyone; signing out anyone signed in; the rest a role that has
 * the permission (a resident's login has only `resident.self`; `signed-in` is the admin app's roles).
 */
function allowed(access: Access, who: Who): boolean {
  if (access === 'public') return true;
  if (who === 'anonymous') return false;
  if (access === 'signed-in, residents too') return true;
  if (access === 'signed-in') return who !== 'tenantA';
  return ROLES_WITH[access].includes(ROLE_OF[who]);
}

/** The guard's own refusals (a service's refusals name their reason): signed out, a resident, or no permission. */
const GUARD_REFUSALS = ['Sign in to continue', 'Residents cannot use the admin app', 'You are not allowed to do this'];

/** The guard's refusal in a REST or GraphQL answer, with its code; undefined when the guard let the call through. */
function refusalOf(res: Response): { code: string; message: string } | undefined {
  const body = res.body as {
    message?: string;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  const found =
    res.status === 401 || res.status === 403
      ? { code: res.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN', message: body.message ?? '' }
      : body.errors?.map((e) => ({ code: e.extensions?.code ?? '', message: e.message }))[0];
  return found && GUARD_REFUSALS.includes(found.message) ? found : undefined;
}

describe.each(TEST_DATABASES)('access matrix on %s', (db) => {
  let t: TestApp;
  let seed: TwoHostels;
  beforeAll(async () => {
    t = await startTestApp(db);
    seed = await seedTwoHostels(t);
  }, 60_000);
  afterAll(() => t.close());

  it('keeps the role table', () => {
    expect(PERMISSIONS).toEqual(ROLES_WITH);
  });

  it('names every operation and route with the access its handler declares', () => {
    expect(declaredAccess(t.app)).toEqual(ACCESS);
  });

  it('lets each role through exactly where the table says, and refuses it with the right code elsewhere', async () => {
    const users = t.app.get(DataSource).getRepository(User);
    const sessions = t.app.get(SessionsService);
    const people = Object.fromEntries(
      await Promise.all(
        CALLERS.map(async (who) => [who, await users.findOneByOrFail({ phoneNumber: seed.phones[who] })] as const),
      ),
    );
    const operations = apiOperations(t.app, t.app.get(GraphQLSchemaHost).schema);
    expect(operations.map((op) => op.name).sort()).toEqual(Object.keys(ACCESS).sort());
    const wrong: string[] = [];
    for (const op of operations) {
      for (const who of ['anonymous', ...CALLERS] as Who[]) {
        // A fresh session each time: a case may sign its caller out (logout).
        const token = who === 'anonymous' ? undefined : (await sessions.start(people[who])).accessToken;
        const res = await op.send(t.http, token);
        const refusal = refusalOf(res);
        const expected = allowed(ACCESS[op.name], who);
        const code = who === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
        if (res.status >= 500) wrong.push(`${op.name} as ${who}: status ${res.status}`);
        else if (expected && refusal) wrong.push(`${op.name} as ${who}: refused (${refusal.message})`);
        else if (!expected && !refusal) wrong.push(`${op.name} as ${who}: let through (status ${res.status})`);
        else if (!expected && refusal?.code !== code)
          wrong.push(`${op.name} as ${who}: refused as ${refusal?.code}, expected ${code}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
