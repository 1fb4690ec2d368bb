/**
 * What happened, in one list: every change a writer announces, with the facts a consumer needs (ids, amounts,
 * dates) typed per kind. The kinds are the activity log's actions; the log is written from the event.
 * Plain values only (no other domain's types): events imports no owner.
 */
export interface EventPayloads {
  'room.created': { roomId: number; roomNumber: number };
  'room.updated': { roomId: number; roomNumber: number; fields: string[] };
  'room.deleted': { roomId: number; roomNumber: number };
  'bed.added': { bedId: number; roomId: number; studentId: number | null };
  'bed.updated': { bedId: number; roomId: number; fields: string[] };
  'bed.removed': { bedId: number; roomId: number };
  'student.checked_in': {
    studentId: number;
    bedId: number;
    roomId: number;
    moveInDate: string;
    monthlyRentPaise: number;
    depositPaise: number;
  };
  'student.imported': { studentId: number; bedId: number | null };
  'student.updated': { studentId: number; fields: string[] };
  /** Archived by a user, or the stay ended on its move-out date after the refund (`leftOn`). */
  'student.archived': { studentId: number; bedId: number | null; leftOn: string };
  'student.assigned': { studentId: number; bedId: number };
  'student.removed_from_bed': { studentId: number; bedId: number };
  'student.moved': { studentId: number; fromBedId: number; toBedId: number };
  'user.enabled': { userId: number };
  'user.disabled': { userId: number };
  'user.role_changed': { userId: number; from: string; to: string };
  /** A user changed their own profile (Profile → User Details): the fields that changed, by their API names. */
  'user.profile_updated': { userId: number; fields: string[] };
  /** A user set a password (`firstTime`) or changed it; their other sessions ended. */
  'user.password_changed': { userId: number; firstTime: boolean };
  /** A resident was given their own login (`tenant`), or it was renewed with the resident's phone as it is now. */
  'resident.access_granted': { studentId: number; userId: number; phoneNumber: string };
  /** A resident's own login was turned off: their sessions ended. */
  'resident.access_revoked': { studentId: number; userId: number };
  'payment.recorded': {
    paymentId: number;
    studentId: number;
    amountPaise: number;
    method: string;
    receiptNo: number;
    paidOn: string;
    status: 'pending' | 'complete';
  };
  'payment.verified': {
    paymentId: number;
    studentId: number;
    amountPaise: number;
    method: string;
    receiptNo: number;
    byRecorder: boolean;
  };
  'payment.voided': PaymentReversed;
  'payment.rejected': PaymentReversed;
  /** Rent periods billed by the job or `billRentNow` (one event per hostel and run). */
  'rent.billed': { periods: number };
  /**
   * One resident's rent period billed (`periodStart`–`periodEnd`, the rent charge `chargeId`), in the transaction of the
   * charge: for consumers (the webhooks' `rent.billed`); no activity line (`LOG_FREE_KINDS`), the hostel's `rent.billed`
   * says it once per run.
   */
  'rent.period_billed': {
    studentId: number;
    chargeId: number;
    periodStart: string;
    periodEnd: string;
    label: string;
    amountPaise: number;
  };
  /** An extra charge (`reason`: electric, water, …) or a write-off (`reason: 'write_off'`, a negative amount). */
  'charge.added': { studentId: number; chargeId: number; reason: string; amountPaise: number; dueDate: string };
  'charge.voided': { studentId: number; chargeId: number; voidChargeId: number; amountPaise: number; reason: string };
  'rent.changed': RentChangeFacts;
  'rent.change_requested': RentChangeFacts;
  'rent.change_rejected': RentChangeFacts;
  'checkout.notice': { studentId: number; checkoutId: number; noticeDate: string; moveOutDate: string };
  /** A stay whose move-out date passed (or not yet) given a later one: rent resumes until then. */
  'checkout.extended': { studentId: number; checkoutId: number; moveOutDate: string; previousMoveOutDate: string };
  'checkout.prepared': { studentId: number; checkoutId: number };
  'checkout.approved': { studentId: number; checkoutId: number };
  'checkout.refunded': {
    studentId: number;
    checkoutId: number;
    amountPaise: number;
    method: string;
    paidOn: string;
    moveOutDate: string;
  };
  /** The plan chosen for the period from `from` (the current plan again: a change cancelled), or coming into force. */
  'subscription.plan_changed': { plan: string; from: string | null; inForce: boolean };
  'subscription.invoices_issued': { count: number };
  'subscription.invoice_paid': { invoiceId: number; amountPaise: number; periodStart: string };
  'hostel.settings_changed': { settings: string[] };
  /** A request raised for a resident; `dueAt` (ISO 8601) is when it becomes overdue under the hostel's target then. */
  'request.raised': { requestId: number; studentId: number; type: string; raisedAt: string; dueAt: string };
  'request.status_changed': {
    requestId: number;
    studentId: number;
    type: string;
    from: string;
    to: string;
    note: string | null;
  };
  /** A visitor signed in at the gate to see a resident; signed out when they left. */
  'visitor.signed_in': { visitorId: number; studentId: number; inAt: string };
  'visitor.signed_out': { visitorId: number; studentId: number; inAt: string; outAt: string };
  /** A draft saved (Add to List). */
  'notification.drafted': { notificationId: number };
  'notification.draft_deleted': { notificationId: number };
  /** Scheduled for `sendAt` (ISO 8601) to `recipients` residents. */
  'notification.scheduled': { notificationId: number; sendAt: string; recipients: number };
  'notification.cancelled': { notificationId: number };
  /** Sent now by a user, or at its time by the job (no actor): delivery round `round` starts for every queued recipient. */
  'notification.sent': { notificationId: number; recipients: number; round: number; scheduled: boolean };
  /** "Retry failed": the failed recipients are queued again in round `round` (the round before it is settled). */
  'notification.retried': { notificationId: number; recipients: number; round: number };
  /** A recipient's SMS failed its last attempt in round `round`; `reason` is the provider's last answer. */
  'notification.delivery_failed': {
    notificationId: number;
    recipientId: number;
    studentId: number;
    round: number;
    reason: string;
  };
  /**
   * A recipient's SMS handed to the provider in round `round`: for consumers (the webhooks' `notification.delivered`);
   * no activity line (`LOG_FREE_KINDS`), the notification's delivery counts show it.
   */
  'notification.delivered': { notificationId: number; recipientId: number; studentId: number; round: number };
  /** A food on the menu of a date and meal; taken off it (kept for the record). */
  'meal.menu_item_added': { menuItemId: number; date: string; meal: string; title: string };
  'meal.menu_item_removed': { menuItemId: number; date: string; meal: string; title: string };
  /** A resident checked in at a meal. */
  'meal.attendance_marked': { attendanceId: number; studentId: number; date: string; meal: string };
  /** A mistaken check-in taken back: the mark is gone, the log keeps that it was. */
  'meal.attendance_unmarked': { attendanceId: number; studentId: number; date: string; meal: string };
  /** An admin made an API key for the hostel (`expiresAt`: ISO 8601, null for never); its secret is in no event. */
  'api_key.created': { apiKeyId: number; access: string; prefix: string; expiresAt: string | null };
  /** A key's first request (once, however many arrive at once), from the client address `from`. */
  'api_key.first_used': { apiKeyId: number; prefix: string; from: string | null };
  /** An admin revoked a key: every request with it answers 401 from now on. */
  'api_key.revoked': { apiKeyId: number; prefix: string };
  /** A webhook endpoint added (`events`: the types it takes; no secret), changed (`fields` by API name), deleted. */
  'webhook.endpoint_added': { endpointId: number; url: string; events: string[] };
  'webhook.endpoint_updated': { endpointId: number; url: string; fields: string[] };
  'webhook.endpoint_deleted': { endpointId: number; url: string };
}

interface PaymentReversed {
  paymentId: number;
  studentId: number;
  amountPaise: number;
  receiptNo: number;
  reason: string;
  on: string;
}

interface RentChangeFacts {
  studentId: number;
  rentChangeId: number;
  kind: string;
  amountPaise: number | null;
  effectiveDate: string;
}

export type EventKind = keyof EventPayloads;

/** Every kind, in the order of the list above (the activity log's actions). */
export const EVENT_KINDS = [
  'room.created',
  'room.updated',
  'room.deleted',
  'bed.added',
  'bed.updated',
  'bed.removed',
  'student.checked_in',
  'student.imported',
  'student.updated',
  'student.archived',
  'student.assigned',
  'student.removed_from_bed',
  'student.moved',
  'user.enabled',
  'user.disabled',
  'user.role_changed',
  'user.profile_updated',
  'user.password_changed',
  'resident.access_granted',
  'resident.access_revoked',
  'payment.recorded',
  'payment.verified',
  'payment.voided',
  'payment.rejected',
  'rent.billed',
  'rent.period_billed',
  'charge.added',
  'charge.voided',
  'rent.changed',
  'rent.change_requested',
  'rent.change_rejected',
  'checkout.notice',
  'checkout.extended',
  'checkout.prepared',
  'checkout.approved',
  'checkout.refunded',
  'subscription.plan_changed',
  'subscription.invoices_issued',
  'subscription.invoice_paid',
  'hostel.settings_changed',
  'request.raised',
  'request.status_changed',
  'visitor.signed_in',
  'visitor.signed_out',
  'notification.drafted',
  'notification.draft_deleted',
  'notification.scheduled',
  'notification.cancelled',
  'notification.sent',
  'notification.retried',
  'notification.delivery_failed',
  'notification.delivered',
  'meal.menu_item_added',
  'meal.menu_item_removed',
  'meal.attendance_marked',
  'meal.attendance_unmarked',
  'api_key.created',
  'api_key.first_used',
  'api_key.revoked',
  'webhook.endpoint_added',
  'webhook.endpoint_updated',
  'webhook.endpoint_deleted',
] as const satisfies readonly EventKind[];

/**
 * Kinds for consumers only, with no line in the activity log: one per resident or per message, where the log already
 * has one line for the whole (`rent.billed` per run, the notification sent); a line each would bury the rest.
 */
export const LOG_FREE_KINDS: ReadonlySet<EventKind> = new Set<EventKind>([
  'rent.period_billed',
  'notification.delivered',
]);

export type EventSubjectType =
  'room' | 'bed' | 'student' | 'user' | 'hostel' | 'visitor' | 'notification' | 'meal' | 'api_key' | 'webhook';

/** What the activity log says about the change: its subject as named then, in its hostel, and a short detail. */
export interface EventSubject {
  type: EventSubjectType;
  id: number;
  hostelId: number;
  /** How the subject is named now: "Priya Nair", "Room 101", "Bed 101-a". */
  label: string;
  detail?: string;
}

/** Who made a change (a `Caller`): the person (`actorId`, null for a job); with an API key, the key the log names. */
export interface EventActor {
  actorId: number | null;
  kind?: string;
  keyId?: number;
}

/** A change as its writer announces it, inside its transaction: `Events.emit(manager, event)`. */
export type DomainEvent = {
  [K in EventKind]: {
    kind: K;
    /** Who made the change (a `Caller`): the log names its `actorId`, a person; a job names no one. */
    actor: EventActor | null;
    subject: EventSubject;
    data: EventPayloads[K];
  };
}[EventKind];

/** An event as consumers read it from the outbox (and as a consumer job's payload carries it). */
export type OutboxEvent = {
  [K in EventKind]: {
    /** The outbox row's id: one per event, the key a consumer dedupes by. */
    id: number;
    kind: K;
    hostelId: number;
    /** ISO 8601 instant. */
    occurredAt: string;
    actorUserId: number | null;
    /** The API key the change was made with (`actorUserId` then names the admin who issued it); null otherwise. */
    actorApiKeyId: number | null;
    subject: { type: EventSubjectType; id: number; label: string; detail: string | null };
    data: EventPayloads[K];
  };
}[EventKind];

/** The event of one kind, narrowed: `OutboxEventOf<'checkout.refunded'>`. */
export type OutboxEventOf<K extends EventKind> = Extract<OutboxEvent, { kind: K }>;

/** A kind of the payload map missing from EVENT_KINDS fails the typecheck here. */
const everyKindListed: [Exclude<EventKind, (typeof EVENT_KINDS)[number]>] extends [never] ? true : never = true;
void everyKindListed;
