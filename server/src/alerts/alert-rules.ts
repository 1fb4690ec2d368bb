import {
  Money,
  PAYMENT_METHOD_LABELS,
  readableDate,
  REQUEST_TYPE_LABELS,
  requestTypeSlug,
  type PaymentMethod,
  type RequestType,
} from '@hostel-admin/rules';
import type { Permission } from '../common/roles';
import type { EventKind, OutboxEvent } from '../events/domain-events';
import type { AlertKind } from './alert.entity';

/** An alert an event raises: for every active user of the hostel with `permission`, but the one who acted. */
export interface AlertSpec {
  kind: AlertKind;
  key: string;
  text: string;
  link: string;
  permission: Permission;
}

/** The events the bell follows: those that raise an alert and those that settle one. */
export const ALERT_EVENTS = [
  'payment.recorded',
  'payment.verified',
  'payment.voided',
  'payment.rejected',
  'request.raised',
  'request.status_changed',
  'notification.delivery_failed',
  'notification.retried',
  'checkout.extended',
  'checkout.refunded',
] as const satisfies readonly EventKind[];

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** The payment page of the month it was paid in, searched to its resident: where an admin verifies it. */
const paymentLink = (paidOn: string, name: string) =>
  `/admin/payment-details/student-payment-details?month=${paidOn.slice(0, 7)}&search=${encodeURIComponent(name)}`;

const typeLabel = (type: string) => REQUEST_TYPE_LABELS[type as RequestType] ?? type;
/** The list of a request's type, searched to its resident: where it is dealt with. */
const requestLink = (type: string, name: string) =>
  `/admin/request/${requestTypeSlug(type as RequestType)}?search=${encodeURIComponent(name)}`;
/** A request's own alerts: `request:<id>` when raised, `request:<id>:overdue` when past its target. */
export const requestKey = (requestId: number) => `request:${requestId}`;
export const overdueKey = (requestId: number) => `request:${requestId}:overdue`;

/** A request still open past its target: who may deal with requests hear of it (the job `request-overdue`). */
export function overdueAlert(request: { id: number; type: string; studentName: string }): AlertSpec {
  return {
    kind: 'request_overdue',
    key: overdueKey(request.id),
    text: `${typeLabel(request.type)} request from ${request.studentName} is overdue`,
    link: requestLink(request.type, request.studentName),
    permission: 'requests.write',
  };
}

/** A checkout's move-out date that passed without a settlement: one alert per checkout and date. */
export const moveOutPassedKey = (checkoutId: number, moveOutDate: string) =>
  `checkout:${checkoutId}:move-out:${moveOutDate}`;

/**
 * The move-out date of a resident under notice passed and the refund is not paid (the job `move-out-passed`): who
 * prepares settlements hear of it, to complete the checkout or extend the stay.
 */
export function moveOutPassedAlert(checkout: { id: number; moveOutDate: string; studentName: string }): AlertSpec {
  return {
    kind: 'move_out_passed',
    key: moveOutPassedKey(checkout.id, checkout.moveOutDate),
    text: `${checkout.studentName}'s move-out date, ${readableDate(checkout.moveOutDate)}, passed without a settlement`,
    link: `/admin/payment-details/checkout?search=${encodeURIComponent(checkout.studentName)}`,
    permission: 'checkout.prepare',
  };
}

/** An endpoint failing since an instant: one alert per failing spell (a success ends it, and settles the alert). */
export const webhookFailingKey = (endpointId: number, since: Date) =>
  `webhook:${endpointId}:failing:${since.getTime()}`;

/** The longest URL the alert's words quote whole (the text holds 200 characters). */
const URL_IN_WORDS = 100;

/**
 * A webhook endpoint's delivery failed every try for 24 hours (webhooks/): the hostel's admins hear of it, to fix the
 * receiver or disable the endpoint.
 */
export function webhookFailingAlert(endpoint: { id: number; url: string; failingSince: Date }): AlertSpec {
  const url = endpoint.url.length > URL_IN_WORDS ? `${endpoint.url.slice(0, URL_IN_WORDS - 1)}…` : endpoint.url;
  return {
    kind: 'webhook_failing',
    key: webhookFailingKey(endpoint.id, endpoint.failingSince),
    text: `Webhook endpoint ${url} is failing: deliveries have not succeeded for 24 hours`,
    link: '/admin/profile?tab=settings',
    permission: 'hostel.settings',
  };
}

/** A notification's failed messages of one delivery round: one alert per round, settled by "Retry failed". */
export const failedDeliveryKey = (notificationId: number, round: number) =>
  `notification:${notificationId}:failed:${round}`;

/** What an event raises in the bell, if anything. Pure: the consumer finds the recipients. */
export function alertOf(event: OutboxEvent): AlertSpec | null {
  if (event.kind === 'notification.delivery_failed') {
    const { notificationId, round } = event.data;
    return {
      kind: 'notification_failed',
      key: failedDeliveryKey(notificationId, round),
      text: `Some messages of the notification "${event.subject.label}" could not be delivered`,
      link: `/admin/notification?view=${notificationId}`,
      permission: 'notifications.send',
    };
  }
  if (event.kind === 'request.raised') {
    const name = event.subject.label;
    return {
      kind: 'request_new',
      key: requestKey(event.data.requestId),
      text: `New ${typeLabel(event.data.type).toLowerCase()} request from ${name}`,
      link: requestLink(event.data.type, name),
      permission: 'requests.write',
    };
  }
  if (event.kind === 'payment.recorded' && event.data.status === 'pending') {
    const { paymentId, amountPaise, method, paidOn } = event.data;
    const name = event.subject.label;
    return {
      kind: 'payment_pending',
      key: `payment:${paymentId}`,
      text: `${Money.format(amountPaise)} by ${methodLabel(method)} from ${name} awaits verification`,
      link: paymentLink(paidOn, name),
      permission: 'payments.verify',
    };
  }
  return null;
}

/** The things an event settles, whose alerts are then resolved for everyone. */
export function settledKeysOf(event: OutboxEvent): string[] {
  if (event.kind === 'payment.verified' || event.kind === 'payment.voided' || event.kind === 'payment.rejected')
    return [`payment:${event.data.paymentId}`];
  // A completed request is dealt with: neither new nor overdue any more.
  if (event.kind === 'request.status_changed' && event.data.to === 'complete')
    return [requestKey(event.data.requestId), overdueKey(event.data.requestId)];
  // Paid or extended: the passed move-out date is dealt with.
  if (event.kind === 'checkout.refunded') return [moveOutPassedKey(event.data.checkoutId, event.data.moveOutDate)];
  if (event.kind === 'checkout.extended')
    return [moveOutPassedKey(event.data.checkoutId, event.data.previousMoveOutDate)];
  // Retried: the round before it was dealt with.
  if (event.kind === 'notification.retried')
    return [failedDeliveryKey(event.data.notificationId, event.data.round - 1)];
  return [];
}
