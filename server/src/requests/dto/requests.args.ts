import { ArgsType, Field } from '@nestjs/graphql';
import { IsIn, IsOptional } from 'class-validator';
import { REQUEST_STATUSES, REQUEST_TYPES, type RequestStatus, type RequestType } from '@hostel-admin/rules';
import { ListArgs, SortDirection } from '../../common/pagination';
import { RequestStatusEnum, RequestTypeEnum } from '../models/request.model';

/** requests(type, status, search, order, page, pageSize): search matches the resident's name, the text, the room. */
@ArgsType()
export class RequestsArgs extends ListArgs {
  @Field(() => RequestTypeEnum, { nullable: true, description: 'Only this type (default: every type)' })
  @IsOptional()
  @IsIn(REQUEST_TYPES)
  type?: RequestType;

  @Field(() => RequestStatusEnum, { nullable: true, description: 'Only this status (default: every status)' })
  @IsOptional()
  @IsIn(REQUEST_STATUSES)
  status?: RequestStatus;

  @Field(() => SortDirection, { defaultValue: SortDirection.DESC, description: 'By raised at; DESC: newest first' })
  @IsIn(Object.values(SortDirection))
  order: SortDirection = SortDirection.DESC;
}
