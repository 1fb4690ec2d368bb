import type { InProcess, MonthPaymentStatus, PaymentMethod, PaymentState, RentPeriodStatus } from '@/gql/graphql';

/** A rent period's status as people read it, and the colour of its badge. */
export const periodStatusLabels: Record<RentPeriodStatus, string> = {
  paid: 'Paid',
  partially_paid: 'Partially paid',
  due: 'Due',
  overdue: 'Overdue',
  upcoming: 'Upcoming',
};
export const periodStatusColors: Record<RentPeriodStatus, string> = {
  paid: 'green',
  partially_paid: 'yellow',
  due: 'orange',
  overdue: 'red',
  upcoming: 'blue',
};

/** The spec's payment_status and in_process words, as the table shows them. */
export const paymentStatusLabels: Record<MonthPaymentStatus, string> = { paid: 'paid', due: 'due' };
export const inProcessLabels: Record<InProcess, string> = { complete: 'complete', pending: 'pending' };

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  card: 'Card',
};
export const paymentStateLabels: Record<PaymentState, string> = {
  complete: 'Complete',
  pending: 'Pending verification',
};
