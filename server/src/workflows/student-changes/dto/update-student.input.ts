import { Field, ID, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { IsId } from '../../../common/validators';
import { CalendarDate, PersonEmail, PersonName, PersonPhone } from '../../../students/dto/person-rules';

/** Changes to a resident; fields left out stay as they are. */
@InputType()
export class UpdateStudentInput {
  @Field({ nullable: true })
  @IsOptional()
  @PersonName()
  name?: string;

  @Field({ nullable: true })
  @IsOptional()
  @PersonEmail()
  email?: string;

  @Field({
    nullable: true,
    description:
      'Phone, stored as E.164 (+919876543210); pasted forms such as "+91 98765 43210" or "098765 43210" are accepted, a number without a country code is Indian (10 digits starting with 6-9); unique among the hostel\'s current residents',
  })
  @IsOptional()
  @PersonPhone()
  phone?: string;

  @Field({ nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @CalendarDate()
  moveInDate?: string;

  @Field({
    nullable: true,
    description:
      'YYYY-MM-DD: rent is billed from this day, on or after the move-in date (the move-in date itself bills from it)',
  })
  @IsOptional()
  @CalendarDate()
  billRentFrom?: string;

  @Field(() => ID, { nullable: true, description: 'Another room: the resident moves to its lowest-numbered free bed' })
  @IsOptional()
  @IsId()
  roomId?: number;
}
