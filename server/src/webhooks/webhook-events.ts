import type { EventKind } from '../events/domain-events';

/**
 * The public event types, as GraphQL names them (`WebhookEventType`, lower snake) and as a delivery's `type` says
 * them (dotted: `resident_checked_in` → `resident.checked_in`), with the outbox kinds behind each. The public names
 * are a promise to integrators: an outbox kind may be renamed, these may not.
 */
export const WEBHOOK_EVENT_SOURCES = {
  resident_checked_in: ['student.checked_in'],
  // A resident's bed changed: moved to another, given one, or taken off theirs.
  resident_moved: ['student.moved', 'student.assigned', 'student.removed_from_bed'],
  resident_archived: ['student.archived'],
  payment_recorded: ['payment.recorded'],
  payment_verified: ['payment.verified'],
  charge_added: ['charge.added'],
  // One per resident and period (`rent.period_billed`), not the hostel's run count.
  rent_billed: ['rent.period_billed'],
  rent_changed: ['rent.changed'],
  notice_given: ['checkout.notice'],
  refund_paid: ['checkout.refunded'],
  request_created: ['request.raised'],
  request_status_changed: ['request.status_changed'],
  notification_delivered: ['notification.delivered'],
  notification_failed: ['notification.delivery_failed'],
  visitor_in: ['visitor.signed_in'],
  visitor_out: ['visitor.signed_out'],
} as const satisfies Record<string, readonly EventKind[]>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_SOURCES;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_SOURCES) as WebhookEventType[];

/** The test event `sendTestWebhook` sends; no endpoint subscribes to it. */
export const PING = 'ping';

/** Every outbox kind a webhook may carry: what the fan-out job consumes. */
export const WEBHOOK_SOURCE_KINDS: readonly EventKind[] = [...new Set(Object.values(WEBHOOK_EVENT_SOURCES).flat())];

/** The public type of an outbox kind, or null when no webhook carries it. */
export function webhookTypeOf(kind: EventKind): WebhookEventType | null {
  for (const type of WEBHOOK_EVENT_TYPES)
    if ((WEBHOOK_EVENT_SOURCES[type] as readonly EventKind[]).includes(kind)) return type;
  return null;
}

/** `resident_checked_in` → `resident.checked_in` (the first underscore is the dot). */
export const dotted = (type: string) => type.replace('_', '.');
/** `resident.checked_in` → `resident_checked_in`. */
export const undotted = (type: string) => type.replace('.', '_');

/** The version of the body's shape; a change that breaks receivers gets a new one. */
export const WEBHOOK_API_VERSION = '2026-12-01';
