import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { REQUEST_NOTE_MAX, REQUEST_STATUSES, requestMessages, type RequestStatus } from '@hostel-admin/rules';
import { LooseArgsBase, useInput } from '../../common/mutation-input';
import { IsId } from '../../common/validators';
import { RequestStatusEnum } from '../models/request.model';

const NOTE = `Why, at most ${REQUEST_NOTE_MAX} characters`;

@InputType({ description: 'The request, the status changeRequestStatus moves it to, and an optional note' })
export class ChangeRequestStatusInput {
  @Field(() => ID, { description: "The request's id" })
  @IsId()
  id: number;

  @Field(() => RequestStatusEnum, { description: 'The status to move it to' })
  @IsIn(REQUEST_STATUSES)
  status: RequestStatus;

  @Field(() => String, { nullable: true, description: NOTE })
  @IsOptional()
  @IsString()
  @MaxLength(REQUEST_NOTE_MAX, { message: requestMessages.noteTooLong })
  note?: string | null;
}

/** The old form's loose arguments (NAMING.md item 6), kept for integrators: each may be left out for `input`. */
@ArgsType()
export class ChangeRequestStatusArgs extends LooseArgsBase {
  @Field(() => ID, { nullable: true, deprecationReason: useInput('id'), description: "The request's id" })
  @IsOptional()
  @IsId()
  id?: number | null;

  @Field(() => RequestStatusEnum, {
    nullable: true,
    deprecationReason: useInput('status'),
    description: 'The status to move it to',
  })
  @IsOptional()
  @IsIn(REQUEST_STATUSES)
  status?: RequestStatus | null;

  @Field(() => String, { nullable: true, deprecationReason: useInput('note'), description: NOTE })
  @IsOptional()
  @IsString()
  @MaxLength(REQUEST_NOTE_MAX, { message: requestMessages.noteTooLong })
  note?: string | null;
}
