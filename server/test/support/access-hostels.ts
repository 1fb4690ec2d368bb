import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { Alert } from '../../src/alerts/alert.entity';
import { SubscriptionInvoice } from '../../src/ledger/subscription-invoices/subscription-invoice.entity';
import { User } from '../../src/users/user.entity';
import { graphql } from './session';
import type { startHostelApi } from './hostel-api';

type HostelApi = Awaited<ReturnType<typeof startHostelApi>>;

/** What an id names: each kind has its table, where every hostel's rows are found. */
export const TABLE_OF = {
  hostel: 'hostels',
  room: 'rooms',
  bed: 'beds',
  student: 'students',
  payment: 'payments',
  charge: 'charges',
  rentChange: 'rent_changes',
  checkout: 'checkouts',
  request: 'requests',
  notification: 'notifications',
  visitor: 'visitors',
  menuItem: 'menu_items',
  user: 'users',
  alert: 'alerts',
  apiKey: 'api_keys',
  webhookEndpoint: 'webhook_endpoints',
  webhookDelivery: 'webhook_deliveries',
  subscriptionInvoice: 'subscription_invoices',
  job: 'jobs',
} as const;
export type Kind = keyof typeof TABLE_OF;

/** An input field or argument named `…Id`/`…Ids`: what it names, whatever operation it is in. */
export const FIELD_KIND: Record<string, Kind> = {
  hostelId: 'hostel',
  roomId: 'room',
  bedId: 'bed',
  toBedId: 'bed',
  studentId: 'student',
  studentIds: 'student',
  paymentId: 'payment',
  chargeIds: 'charge',
  checkoutId: 'checkout',
  endpointId: 'webhookEndpoint',
  deliveryId: 'webhookDelivery',
};

/** A bare `id` (argument or input field): what it names in each operation that takes one. */
export const ID_OF_OPERATION: Record<string, Kind> = {
  hostel: 'hostel',
  setHostelDetails: 'hostel',
  setLastPeriodRule: 'hostel',
  setPaymentMakerChecker: 'hostel',
  room: 'room',
  updateRoom: 'room',
  deleteRoom: 'room',
  bed: 'bed',
  updateBed: 'bed',
  removeBed: 'bed',
  deleteBed: 'bed',
  student: 'student',
  updateStudent: 'student',
  archiveStudent: 'student',
  payment: 'payment',
  verifyPayment: 'payment',
  decideRentChange: 'rentChange',
  checkout: 'checkout',
  request: 'request',
  changeRequestStatus: 'request',
  notification: 'notification',
  cancelNotification: 'notification',
  deleteNotification: 'notification',
  deleteNotificationDraft: 'notification',
  retryFailedDeliveries: 'notification',
  sendNotificationDraft: 'notification',
  signOutVisitor: 'visitor',
  deleteMenuItem: 'menuItem',
  removeMenuItem: 'menuItem',
  changeUserRole: 'user',
  setUserActive: 'user',
  markAlertRead: 'alert',
  revokeApiKey: 'apiKey',
  updateWebhookEndpoint: 'webhookEndpoint',
  deleteWebhookEndpoint: 'webhookEndpoint',
  markInvoicePaid: 'subscriptionInvoice',
  retryJob: 'job',
};

/** A REST route's `:id`: what it names, by the route's path before the id. */
export const REST_ID_KIND: Record<string, Kind> = {
  '/api/students/:id': 'student',
  '/api/payments/:id': 'payment',
  '/api/checkouts/:id': 'checkout',
  '/api/resident/payments/:id': 'payment',
};

/** One row id of each kind in each hostel (undefined: the kind has no row there, e.g. rows no hostel owns). */
export type HostelIds = Record<'A' | 'B', Partial<Record<Kind, string>>>;

/** Hostel B's rows carry this word in every name and text, so an answer to hostel A that shows one is caught. */
export const MARK_B = 'Bravo';
const TODAY = '2026-11-20';

async function must<T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> {
  const answer = await res;
  const body = answer.body as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/**
 * Rows of every kind in both hostels, made as each hostel's own admin through the API (hostel B's named with MARK_B),
 * then one id of each kind per hostel read from its table: two residents, a payment, a charge, a rent change, a notice,
 * a request, a draft, a visitor, a menu item, an API key, a webhook endpoint and its test delivery, a staff login, and
 * the subscription invoices the superadmin issues.
 */
export async function seedEveryKind(api: HostelApi): Promise<HostelIds> {
  const ds = api.t.app.get(DataSource);
  const ids: HostelIds = { A: {}, B: {} };
  let n = 0;
  const key = () => `access-hostels-${++n}`;
  for (const [hostel, admin, word] of [
    ['A', 'adminA', 'Alpha'],
    ['B', 'adminB', MARK_B],
  ] as const) {
    const ask = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) =>
      must<T>(graphql(api.t, query, variables, api.tokens[admin]));
    const room = await api.newRoom(admin, 3);
    const [first, second] = [
      (await api.checkIn(room, 0, admin, { name: `${word} One`, moveInDate: '2026-11-01' })).student.id,
      (await api.checkIn(room, 1, admin, { name: `${word} Two`, moveInDate: '2026-11-01' })).student.id,
    ];
    await ask('mutation ($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } } }', {
      input: { studentId: first, amountPaise: 100_000, method: 'cash', paidOn: TODAY, idempotencyKey: key() },
    });
    await ask('mutation ($input: AddChargesInput!) { addCharges(input: $input) { count } }', {
      input: { studentIds: [first], amountPaise: 12_345, reason: 'electric', idempotencyKey: key() },
    });
    await ask('mutation ($input: UpdateRentInput!) { updateRent(input: $input) { changes { id } } }', {
      input: {
        kind: 'one_time_discount',
        amountPaise: 20_000,
        effectiveDate: TODAY,
        studentIds: [first],
        comment: `${word} offer`,
        idempotencyKey: key(),
      },
    });
    await ask('mutation ($input: GiveNoticeInput!) { giveNotice(input: $input) { id } }', {
      input: { studentId: second, noticeDate: TODAY, idempotencyKey: key() },
    });
    await ask('mutation ($input: AddRequestInput!) { createRequest(input: $input) { id } }', {
      input: { type: 'service', studentId: first, text: `${word} fan broken` },
    });
    await ask('mutation ($input: NotificationDraftInput!) { createNotificationDraft(input: $input) { id } }', {
      input: { title: `${word} water cut`, description: `${word}: no water on Sunday.`, idempotencyKey: key() },
    });
    await ask('mutation ($input: SignInVisitorInput!) { signInVisitor(input: $input) { id } }', {
      input: { name: `${word} Visitor`, phone: '9876500001', purpose: `${word} visit`, studentId: first },
    });
    await ask('mutation ($input: AddMenuItemInput!) { addMenuItem(input: $input) { id } }', {
      input: { date: TODAY, meal: 'lunch', title: `${word} dal` },
    });
    await ask('mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }', {
      input: { name: `${word} key`, access: 'read_only', idempotencyKey: key() },
    });
    const endpoint = await ask<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
      'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
      { input: { url: `http://127.0.0.1:9/${word}`, events: ['request_created'], idempotencyKey: key() } },
    );
    await ask('mutation ($input: SendTestWebhookInput!) { sendTestWebhook(input: $input) { id } }', {
      input: { endpointId: endpoint.createWebhookEndpoint.endpoint.id },
    }).catch(() => undefined);
    // A login no test signs in with: changing its role or switching it off leaves the callers as they are.
    const users = ds.getRepository(User);
    const staff = await users.save(
      users.create({
        hostelId: api.seed[hostel === 'A' ? 'hostelA' : 'hostelB'].id,
        fullName: `${word} Staff`,
        phoneNumber: `+9190000001${hostel === 'A' ? '1' : '2'}`,
        email: `${word.toLowerCase()}.staff@example.com`,
        role: 'staff',
      }),
    );
    ids[hostel].user = String(staff.id);
    ids[hostel].student = first;
    // A bell line for the hostel's admin, and an invoice for its plan: rows the API makes only as time passes.
    const hostelId = api.seed[hostel === 'A' ? 'hostelA' : 'hostelB'].id;
    const adminUser = await users.findOneByOrFail({ phoneNumber: api.seed.phones[admin] });
    const alert = await ds.getRepository(Alert).save({
      hostelId,
      userId: adminUser.id,
      kind: 'payment_pending' as Alert['kind'],
      key: `payment:${word}`,
      text: `${word} payment awaits verification`,
      link: '/payments',
      createdAt: new Date(`${TODAY}T06:30:00.000Z`),
      readAt: null,
      resolvedAt: null,
    });
    ids[hostel].alert = String(alert.id);
    const invoice = await ds.getRepository(SubscriptionInvoice).save({
      hostelId,
      plan: 'starter_plan' as SubscriptionInvoice['plan'],
      amountPaise: 99_900,
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      status: 'pending' as const,
      paidAt: null,
      paidMarkedBy: null,
    });
    ids[hostel].subscriptionInvoice = String(invoice.id);
  }
  for (const [kind, table] of Object.entries(TABLE_OF) as [Kind, string][]) {
    const meta = ds.entityMetadatas.find((m) => m.tableName === table);
    const byHostel = meta?.columns.some((c) => c.propertyName === 'hostelId');
    for (const hostel of ['A', 'B'] as const) {
      if (ids[hostel][kind]) continue;
      const hostelId = api.seed[hostel === 'A' ? 'hostelA' : 'hostelB'].id;
      const rows = (
        kind === 'hostel'
          ? [{ id: hostelId }]
          : meta && byHostel
            ? await ds.getRepository(meta.target).find({ where: { hostelId }, order: { id: 'ASC' }, take: 1 })
            : []
      ) as { id: number | string }[];
      if (rows[0]) ids[hostel][kind] = String(rows[0].id);
    }
  }
  return ids;
}

/** The guard's own refusals (a service's refusals name their reason): signed out, a resident, or no permission. */
const GUARD_REFUSALS = ['Sign in to continue', 'Residents cannot use the admin app', 'You are not allowed to do this'];

/** The guard's refusal in a REST or GraphQL answer, with its code; undefined when the guard let the call through. */
export function refusalOf(res: Response): { code: string; message: string } | undefined {
  const body = res.body as { message?: string; errors?: { message: string; extensions?: { code?: string } }[] };
  const found =
    res.status === 401 || res.status === 403
      ? { code: res.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN', message: body.message ?? '' }
      : body.errors?.map((e) => ({ code: e.extensions?.code ?? '', message: e.message }))[0];
  return found && GUARD_REFUSALS.includes(found.message) ? found : undefined;
}

/**
 * An answer as a caller sees it, without the id it named: the status, the first error's code and message with its
 * numbers blanked, or OK with the shape of the data. Another hostel's id must read exactly as a missing one.
 */
export function answerOf(res: Response): string {
  const body = (res.body ?? {}) as {
    message?: string;
    errors?: { message: string; extensions?: { code?: string } }[];
    data?: unknown;
  };
  const blank = (text: string) => text.replace(/\d+/g, '#');
  if (body.errors?.length) return `${res.status} ${body.errors[0].extensions?.code} ${blank(body.errors[0].message)}`;
  if (res.status >= 400) return `${res.status} ${blank(body.message ?? '')}`;
  return `${res.status} OK ${blank(JSON.stringify(body.data ?? null)).slice(0, 300)}`;
}

/** The smallest PNG (1×1): a photo upload with a real image, so the upload reaches the resident it names. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
