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
  valuesMap: Object.fromEntries(REQUEST_TYPES.map((t) => [t, { description: REQUEST_TYPE_LABELS[t] }])),
});

export const RequestStatusEnum = Object.fromEntries(REQUEST_STATUSES.map((s) => [s, s])) as Record<
  RequestStatus,
  RequestStatus
>;
registerEnumType(RequestStatusEnum, {
  name: 'RequestStatus',
  valuesMap: Object.fromEntries(REQUEST_STATUSES.map((s) => [s, { description: REQUEST_STATUS_LABELS[s] }])),
});

@ObjectType('RequestStatusChange', { description: "A step of a request's history" })
export class RequestStatusChangeModel {
  @Field(() => ID)
  id: number;

  @Field(() => RequestStatusEnum)
  fromStatus: RequestStatus;

  @Field(() => RequestStatusEnum)
  toStatus: RequestStatus;

  @Field()
  changedAt: Date;

  @Field(() => ID, { nullable: true, description: 'The user who changed it (null: a resident or a job)' })
  changedById: number | null;

  @Field(() => String, { nullable: true, description: 'Who changed it (null: a resident or a job)' })
  changedByName: string | null;

  @Field(() => String, { nullable: true })
  note: string | null;
}

@ObjectType('Request', { description: "A resident's request, raised by staff on their behalf or by the resident" })
export class RequestModel {
  @Field(() => ID)
  id: number;

  @Field(() => RequestTypeEnum)
  type: RequestType;

  @Field()
  text: string;

  @Field(() => ID, { description: 'The resident who asked' })
  studentId: number;

  @Field({ description: "The resident's name" })
  studentName: string;

  @Field(() => Int, { nullable: true, description: 'Their room when it was raised (null: they had no bed)' })
  roomNumber: number | null;

  @Field(() => RequestStatusEnum)
  status: RequestStatus;

  @Field()
  raisedAt: Date;

  @Field({ description: "Raised at plus the hostel's target for the type: open after this, it is overdue" })
  dueAt: Date;

  @Field(() => Int, {
    nullable: true,
    description: 'Minutes until it is due; negative: overdue by that much; null once complete',
  })
  minutesLeft: number | null;
}

@ObjectType('RequestPage')
export class RequestPageModel {
  @Field(() => [RequestModel])
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

  @Field(() => RequestTypeEnum)
  type: RequestType;

  @Field(() => Int, { description: 'Pending or working' })
  open: number;

  @Field(() => Int, { description: "Open past the hostel's target for the type" })
  overdue: number;
}

@ObjectType('RequestTarget', { description: 'Hours a request of a type may stay open before it is overdue' })
export class RequestTargetModel {
  @Field(() => RequestTypeEnum)
  type: RequestType;

  @Field(() => Int)
  hours: number;
}
