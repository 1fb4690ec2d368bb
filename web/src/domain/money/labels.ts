import type {
  InProcess,
  MonthPaymentStatus,
  PaymentMakerChecker,
  PaymentMethod,
  PaymentState,
  RentPeriodStatus,
} from '@/gql/graphql';

/** A rent period's status as people read it, and the colour of its badge. */
export const periodStatusLabels: Record<RentPeriodStatus, string> = {
  paid: 'Paid',
  // Payments waiting for an admin cover what is left: never Overdue for that (issue 21, item 10).
  awaiting_verification: 'Paid, awaiting verification',
  partially_paid: 'Partially paid',
  due: 'Due',
  overdue: 'Overdue',
  upcoming: 'Upcoming',
};
export const periodStatusColors: Record<RentPeriodStatus, string> = {
  paid: 'green',
  awaiting_verification: 'teal',
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
  voided: 'Voided',
  rejected: 'Rejected',
};

/** The hostel's Payment verification setting (maker-checker), in plain words, with what each one means. */
export const paymentMakerCheckerOptions: { value: PaymentMakerChecker; label: string; help: string }[] = [
  {
    value: 'auto',
    label: 'Another admin verifies each UPI, bank or card payment (two or more admins)',
    help: 'With one admin, that admin may verify the payments they recorded; the activity log notes it.',
  },
  {
    value: 'on',
    label: 'Always another admin',
    help: 'The person who recorded a payment never verifies it, even when the hostel has one admin.',
  },
  {
    value: 'off',
    label: 'The admin who recorded it may verify',
    help: 'Whatever the number of admins; the activity log notes each such verification.',
  },
];
