import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  REQUEST_STATUS_LABELS,
  REQUEST_TYPE_LABELS,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type RequestStatus,
  type RequestType,
} from '@hostel-admin/rules';

export const RequestTypeEnum = Object.fromEntries(REQUEST_TYPES.map((t) => [t, t])) as Record<RequestType, RequestType>;
registerEnumType(RequestTypeEnum, {
  name: 'RequestType',
  description: "What a resident's request is about: the cards of the Requests page",
  valuesMap: Object.fromEntries(REQUEST_TYPES.map((t) => [t, { description: REQUEST_TYPE_LABELS[t] }])),
});

export const RequestStatusEnum = Object.fromEntries(REQUEST_STATUSES.map((s) => [s, s])) as Record<
  RequestStatus,
  RequestStatus
>;
registerEnumType(RequestStatusEnum, {
  name: 'RequestStatus',
  description:
    'Where a request stands: pending (not started), working (in hand) or complete; any status can follow any other',
  valuesMap: Object.fromEntries(REQUEST_STATUSES.map((s) => [s, { description: REQUEST_STATUS_LABELS[s] }])),
});

@ObjectType('RequestStatusChange', { description: "A step of a request's history" })
export class RequestStatusChangeModel {
  @Field(() => ID, { description: "The step's id" })
  id: number;

  @Field(() => RequestStatusEnum, { description: 'The status before' })
  fromStatus: RequestStatus;

  @Field(() => RequestStatusEnum, { description: 'The status after' })
  toStatus: RequestStatus;

  @Field({ description: 'When it changed (an instant, ISO 8601 in UTC)' })
  changedAt: Date;

  @Field(() => ID, { nullable: true, description: 'The user who changed it (null: a resident or a job)' })
  changedById: number | null;

  @Field(() => String, { nullable: true, description: 'Who changed it (null: a resident or a job)' })
  changedByName: string | null;

  @Field(() => String, { nullable: true, description: 'Why, as given (at most 200 characters); null without one' })
  note: string | null;
}

@ObjectType('Request', { description: "A resident's request, raised by staff on their behalf or by the resident" })
export class RequestModel {
  @Field(() => ID, { description: "The request's id; another hostel's is NOT_FOUND" })
  id: number;

  @Field(() => RequestTypeEnum, { description: 'What it is about' })
  type: RequestType;

  @Field({ description: 'What the resident asks for, 1 to 500 characters' })
  text: string;

  @Field(() => ID, { description: 'The resident who asked' })
  studentId: number;

  @Field({ description: "The resident's name" })
  studentName: string;

  @Field(() => Int, { nullable: true, description: 'Their room when it was raised (null: they had no bed)' })
  roomNumber: number | null;

  @Field(() => RequestStatusEnum, { description: 'Where it stands now' })
  status: RequestStatus;

  @Field({ description: 'When it was raised (an instant, ISO 8601 in UTC)' })
  raisedAt: Date;

  @Field({ description: "Raised at plus the hostel's target for the type: open after this, it is overdue" })
  dueAt: Date;

  @Field(() => Int, {
    nullable: true,
    description: 'Minutes until it is due; negative: overdue by that much; null once complete',
  })
  minutesLeft: number | null;
}

@ObjectType('RequestPage', { description: 'One page of the requests list' })
export class RequestPageModel {
  @Field(() => [RequestModel], { description: 'The requests of this page, by raised at in the order asked for' })
  items: RequestModel[];

  @Field(() => Int, {
    description: 'Every request that matches when totalCountExact; else how many were counted, and more match',
  })
  totalCount: number;

  @Field({
    description:
      "False when a search matches more requests than the list counts (1,000 past the page's start, 100 for a term of one or two characters): the list goes on",
  })
  totalCountExact: boolean;
}

@ObjectType('RequestTypeCount', { description: 'Open and overdue requests of a type' })
export class RequestTypeCountModel {
  @Field(() => ID, { description: 'The type: one count per type and hostel' })
  id: string;

  @Field(() => RequestTypeEnum, { description: 'The type counted' })
  type: RequestType;

  @Field(() => Int, { description: 'Pending or working' })
  open: number;

  @Field(() => Int, { description: "Open past the hostel's target for the type" })
  overdue: number;
}

@ObjectType('RequestTarget', { description: 'Hours a request of a type may stay open before it is overdue' })
export class RequestTargetModel {
  @Field(() => RequestTypeEnum, { description: 'The type of request' })
  type: RequestType;

  @Field(() => Int, {
    description: "Hours, 1 to 720: the hostel's own, or the default (service 24, food 48, bed_room and others 72)",
  })
  hours: number;
}
