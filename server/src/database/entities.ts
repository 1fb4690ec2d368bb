import { Activity } from '../events/activity.entity';
import { OutboxRow } from '../events/outbox-row.entity';
import { Job } from '../jobs/job.entity';
import { OtpChallenge } from '../auth/otp-challenge.entity';
import { Session } from '../auth/session.entity';
import { Bed } from '../housing/beds/bed.entity';
import { Deposit } from '../deposits/deposit.entity';
import { Hostel } from '../hostels/hostel.entity';
import { IdempotencyKey } from '../idempotency/idempotency-key.entity';
import { Charge } from '../ledger/charge.entity';
import { Payment } from '../ledger/payment.entity';
import { PaymentVerification } from '../ledger/payment-verification.entity';
import { PaymentReversal } from '../ledger/payment-reversal.entity';
import { ReceiptCounter } from '../ledger/receipt-counter.entity';
import { RentMonth } from '../ledger/rent-month.entity';
import { LedgerMonth } from '../ledger/ledger-month.entity';
import { RentChange } from '../ledger/rent-change.entity';
import { Checkout } from '../ledger/checkout.entity';
import { CheckoutDeduction } from '../ledger/checkout-deduction.entity';
import { Refund } from '../ledger/refund.entity';
import { SubscriptionInvoice } from '../ledger/subscription-invoice.entity';
import { RentTerms } from '../rent/rent-terms.entity';
import { Room } from '../housing/rooms/room.entity';
import { Stay } from '../housing/stays/stay.entity';
import { StudentPhoto } from '../students/photo/student-photo.entity';
import { Student } from '../students/student.entity';
import { User } from '../users/user.entity';
import { Alert } from '../alerts/alert.entity';
import { Request } from '../requests/request.entity';
import { RequestStatusChange } from '../requests/request-status-change.entity';
import { RequestTarget } from '../requests/request-target.entity';
import { Visitor } from '../visitors/visitor.entity';
import { Notification } from '../notifications/notification.entity';
import { NotificationRecipient } from '../notifications/notification-recipient.entity';
import { MenuItem } from '../meals/menu-item.entity';
import { MealAttendance } from '../meals/meal-attendance.entity';

export const ENTITIES = [
  Hostel,
  User,
  OtpChallenge,
  Session,
  Room,
  Bed,
  Student,
  StudentPhoto,
  Stay,
  Deposit,
  RentTerms,
  Activity,
  Charge,
  Payment,
  PaymentVerification,
  PaymentReversal,
  ReceiptCounter,
  RentMonth,
  LedgerMonth,
  RentChange,
  Checkout,
  CheckoutDeduction,
  Refund,
  SubscriptionInvoice,
  IdempotencyKey,
  OutboxRow,
  Job,
  Alert,
  Request,
  RequestStatusChange,
  RequestTarget,
  Visitor,
  Notification,
  NotificationRecipient,
  MenuItem,
  MealAttendance,
];
