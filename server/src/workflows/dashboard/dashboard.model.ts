import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { HostelActivityEntry } from '../../events/activity-log.query';
import { HostelActivityModel } from '../../events/models/activity-entry.model';
import { PaymentModel } from '../../ledger/payments/payment.model';
import type { PaymentView } from '../../ledger/ledger-book.service';
import { RequestModel } from '../../requests/models/request.model';
import type { RequestView } from '../../requests/request-views';

@ObjectType('MonthCount', { description: 'How many of something in a month' })
export class MonthCountModel {
  @Field({ description: "The month, YYYY-MM (India's calendar)" })
  month: string;

  @Field({ description: 'The month as the chart names it: "Jun"' })
  label: string;

  @Field(() => Int, { description: 'How many in that month' })
  count: number;
}

@ObjectType('Dashboard', { description: "The dashboard's own figures for the caller's hostel" })
export class DashboardModel {
  @Field(() => ID, { description: 'dashboard:<hostelId>' })
  id: string;

  @Field(() => Int, { description: "Current residents (not archived): Student Details' total" })
  residents: number;

  @Field(() => Int, { description: "Beds of every room: the Room page's total" })
  totalBeds: number;

  @Field(() => [MonthCountModel], { description: 'Residents who moved in, per month, the last six months' })
  moveIns: MonthCountModel[];

  @Field(() => [PaymentModel], {
    description: 'Recent Transaction: the ten newest complete payments (cash or verified, not voided), newest first',
  })
  recentPayments: PaymentView[];

  @Field(() => Int, { description: 'Requests pending or working: the Requests cards add up to it' })
  openRequests: number;

  @Field(() => Int, { description: 'Requests raised this month (India), whatever their status' })
  requestsThisMonth: number;

  @Field(() => [RequestModel], { description: 'New Cleaning Request: the four newest open service requests' })
  newCleaningRequests: RequestView[];

  @Field(() => [HostelActivityModel], {
    description: "Recent Activity: the hostel's ten newest activity entries, with who, what and when",
  })
  recentActivity: HostelActivityEntry[];
}
