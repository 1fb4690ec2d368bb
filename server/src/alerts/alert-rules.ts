import { Money, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@hostel-admin/rules';
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
] as const satisfies readonly EventKind[];

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** The payment page of the month it was paid in, searched to its resident: where an admin verifies it. */
const paymentLink = (paidOn: string, name: string) =>
  `/admin/payment-details/student-payment-details?month=${paidOn.slice(0, 7)}&search=${encodeURIComponent(name)}`;

/** What an event raises in the bell, if anything. Pure: the consumer finds the recipients. */
export function alertOf(event: OutboxEvent): AlertSpec | null {
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

/** The thing an event settles, whose alerts are then resolved for everyone. */
export function settledKeyOf(event: OutboxEvent): string | null {
  if (event.kind === 'payment.verified' || event.kind === 'payment.voided' || event.kind === 'payment.rejected')
    return `payment:${event.data.paymentId}`;
  return null;
}
