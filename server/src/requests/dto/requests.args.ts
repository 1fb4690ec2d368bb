import { ArgsType, Field, InputType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, ValidateNested } from 'class-validator';
import { REQUEST_STATUSES, REQUEST_TYPES, type RequestStatus, type RequestType } from '@hostel-admin/rules';
import { ListArgs, newListArg, SortDirection, sortInput, useListArg } from '../../common/pagination';
import { RequestStatusEnum, RequestTypeEnum } from '../models/request.model';

/** What the requests list is sorted by (`orderBy.field`). */
export enum RequestSortField {
  raised_at = 'raised_at',
}
registerEnumType(RequestSortField, {
  name: 'RequestSortField',
  description: 'What the requests list is sorted by',
  valuesMap: { raised_at: { description: 'When the request was raised (ties: the later id first when descending)' } },
});

export const RequestsOrderBy = sortInput(RequestSortField, 'RequestsOrderBy');
export type RequestsOrderBy = InstanceType<typeof RequestsOrderBy>;

@InputType({ description: 'Which requests the list keeps; every field given must match, a field left out matches all' })
export class RequestsWhere {
  @Field(() => RequestTypeEnum, { nullable: true, description: 'Only this type (default: every type)' })
  @IsOptional()
  @IsIn(REQUEST_TYPES)
  type?: RequestType;

  @Field(() => RequestStatusEnum, { nullable: true, description: 'Only this status (default: every status)' })
  @IsOptional()
  @IsIn(REQUEST_STATUSES)
  status?: RequestStatus;
}

/** requests(search, where, orderBy, page, pageSize): search matches the resident's name, the text, the room. */
@ArgsType()
export class RequestsArgs extends ListArgs {
  @Field(() => RequestsWhere, { nullable: true, description: 'Which requests; every one when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => RequestsWhere)
  where?: RequestsWhere;

  @Field(() => RequestsOrderBy, { nullable: true, description: 'Raised at, newest first, when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => RequestsOrderBy)
  orderBy?: RequestsOrderBy;

  @Field(() => RequestTypeEnum, {
    nullable: true,
    description: 'Only this type (default: every type)',
    deprecationReason: useListArg('where.type'),
  })
  @IsOptional()
  @IsIn(REQUEST_TYPES)
  type?: RequestType;

  @Field(() => RequestStatusEnum, {
    nullable: true,
    description: 'Only this status (default: every status)',
    deprecationReason: useListArg('where.status'),
  })
  @IsOptional()
  @IsIn(REQUEST_STATUSES)
  status?: RequestStatus;

  @Field(() => SortDirection, {
    nullable: true,
    description: 'By raised at; desc (newest first) when left out',
    deprecationReason: useListArg('orderBy'),
  })
  @IsOptional()
  @IsIn(Object.values(SortDirection))
  order?: SortDirection;
}

/** What the request list reads, from either form of the arguments. */
export type RequestsSelection = Pick<RequestsArgs, 'search' | 'page' | 'pageSize' | 'type' | 'status' | 'order'>;

/** The new form (where, orderBy) or the old arguments, as one selection; both forms is BAD_USER_INPUT. */
export function requestsSelection(args: RequestsArgs): RequestsSelection {
  const where = newListArg('where', args.where, { type: args.type, status: args.status });
  const orderBy = newListArg('orderBy', args.orderBy, { order: args.order });
  return {
    search: args.search,
    page: args.page,
    pageSize: args.pageSize,
    type: where ? where.type : args.type,
    status: where ? where.status : args.status,
    order: orderBy ? orderBy.direction : (args.order ?? SortDirection.DESC),
  };
}
