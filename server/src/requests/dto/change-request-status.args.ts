import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { REQUEST_NOTE_MAX, REQUEST_STATUSES, requestMessages, type RequestStatus } from '@hostel-admin/rules';
import { IsId } from '../../common/validators';
import { RequestStatusEnum } from '../models/request.model';

@ArgsType()
export class ChangeRequestStatusArgs {
  @Field(() => ID, { description: "The request's id" })
  @IsId()
  id: number;

  @Field(() => RequestStatusEnum, { description: 'The status to move it to' })
  @IsIn(REQUEST_STATUSES)
  status: RequestStatus;

  @Field(() => String, { nullable: true, description: `Why, at most ${REQUEST_NOTE_MAX} characters` })
  @IsOptional()
  @IsString()
  @MaxLength(REQUEST_NOTE_MAX, { message: requestMessages.noteTooLong })
  note?: string | null;
}
