import {
  PAYMENT_MAKER_CHECKER,
  PAYMENT_MAKER_CHECKER_OPTIONS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  RENT_PERIOD_STATUS_LABELS,
} from '@hostel-admin/rules';
import type { InProcess, MonthPaymentStatus, RentPeriodStatus } from '@/gql/graphql';

/** A rent period's status as people read it (as the server's CSV writes it too), and the colour of its badge. */
export const periodStatusLabels = RENT_PERIOD_STATUS_LABELS;
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

export const paymentMethodLabels = PAYMENT_METHOD_LABELS;
export const paymentStateLabels = PAYMENT_STATE_LABELS;

/** The hostel's Payment verification setting (maker-checker), in plain words, with what each one means. */
export const paymentMakerCheckerOptions = PAYMENT_MAKER_CHECKER.map((value) => ({
  value,
  ...PAYMENT_MAKER_CHECKER_OPTIONS[value],
}));
