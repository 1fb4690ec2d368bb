import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../../common/money.scalar';
import { PaymentMethodEnum, PaymentStateEnum, StudentBalanceModel } from '../../../ledger/payments/payment.model';
import { RentPeriodModel } from '../../../rent/models/rent-period.model';
import { RequestModel } from '../../../requests/models/request.model';
import type { RequestView } from '../../../requests/request-views';
import { StudentModel } from '../../../students/models/student.model';
import type { Student } from '../../../students/student.entity';
import type { PaymentMethod, PaymentState } from '@hostel-admin/rules';

/** How many of their requests and notifications the resident page lists. */
export const RESIDENT_LIST_MAX = 50;

/**
 * A payment as its resident sees it. Its own type, not `Payment`: `Payment`'s other fields lead to the hostel's
 * records (the resident, their bed, their room and its residents), which a resident's login must never reach.
 */
@ObjectType('ResidentPayment', { description: "One of the signed-in resident's payments" })
export class ResidentPaymentModel {
  @Field(() => ID, { description: "The payment's id" })
  id: number;

  @Field({ description: 'As printed on the receipt: R-000042' })
  receiptNumber: string;

  @Field(() => MoneyScalar, { description: 'Amount in paise' })
  amountPaise: number;

  @Field(() => PaymentMethodEnum, { description: 'How it was paid' })
  method: PaymentMethod;

  @Field({ description: "The day it was paid, YYYY-MM-DD (India's calendar)" })
  paidOn: string;

  @Field(() => PaymentStateEnum, { description: 'Complete, pending verification, voided or rejected' })
  status: PaymentState;

  @Field({ description: 'What it settled when recorded: "Oct–Nov 2026, Nov–Dec 2026 (part)"' })
  settles: string;

  @Field({ description: 'Where its receipt PDF is served to the resident: /api/resident/payments/{id}/receipt' })
  receiptPath: string;
}

@ObjectType('ResidentNotification', { description: 'A notification the hostel sent to the signed-in resident' })
export class ResidentNotificationModel {
  @Field(() => ID, { description: "The notification's id" })
  id: number;

  @Field({ description: 'Its title, at most 100 characters' })
  title: string;

  @Field({ description: 'Its text, at most 300 characters' })
  description: string;

  @Field({ description: 'When it was sent (an instant, ISO 8601 in UTC)' })
  sentAt: Date;
}

@ObjectType('ResidentAccess', { description: "A resident's own login to the resident page (`/resident`)" })
export class ResidentAccessModel {
  @Field(() => ID, { description: "The resident's id" })
  studentId: number;

  @Field({ description: 'False once turned off: the resident cannot sign in' })
  active: boolean;

  @Field({ description: 'The phone the resident signs in with (E.164)' })
  phoneNumber: string;
}

@ObjectType('Residence', {
  description:
    "The signed-in resident's own page: their room, what they owe and why, their rent periods and their payments",
})
export class ResidenceModel {
  @Field(() => ID, { description: "The resident's id" })
  id: number;

  @Field({ description: "The resident's name" })
  name: string;

  @Field({ description: "The name of the resident's hostel" })
  hostelName: string;

  @Field(() => Int, { nullable: true, description: 'Their room now; null when they have no bed' })
  roomNumber: number | null;

  @Field(() => String, { nullable: true, description: 'Their bed now, like 101-a; null when they have no bed' })
  bedLabel: string | null;

  @Field({ description: "The day they moved in, YYYY-MM-DD (India's calendar)" })
  moveInDate: string;

  @Field(() => StudentBalanceModel, { description: 'Charged − paid = what they owe (or their credit)' })
  balance: StudentBalanceModel;

  @Field(() => [RentPeriodModel], { description: 'The upcoming period and the six most recent, newest first' })
  rentPeriods: RentPeriodModel[];

  @Field(() => [ResidentPaymentModel], { description: 'Every payment, newest first' })
  payments: ResidentPaymentModel[];

  @Field(() => [RequestModel], { description: `Their own requests, newest first (the latest ${RESIDENT_LIST_MAX})` })
  requests: RequestView[];

  @Field(() => [ResidentNotificationModel], {
    description: `Notifications sent to them, newest first (the latest ${RESIDENT_LIST_MAX})`,
  })
  notifications: ResidentNotificationModel[];
}

@ObjectType('ResidentAccessPayload', { description: 'The answer of giving or turning off a resident’s own login' })
export class ResidentAccessPayloadModel {
  @Field(() => StudentModel, { description: 'The resident, with `residentAccess` as it now is' })
  student: Student;
}
