import { Field, ID, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { IsId } from '../../../common/validators';
import { CalendarDate, PersonEmail, PersonName, PersonPhone } from '../../../students/dto/person-rules';

/** Changes to a resident; fields left out stay as they are. */
@InputType({ description: 'Changes to a resident; fields left out stay as they are' })
export class UpdateStudentInput {
  @Field(() => ID, {
    nullable: true,
    description:
      "The resident to edit (in place of updateStudent's deprecated id argument); NOT_FOUND for another hostel's",
  })
  @IsOptional()
  @IsId()
  id?: number;

  @Field({ nullable: true, description: 'Full name, one line, at most 120 characters' })
  @IsOptional()
  @PersonName()
  name?: string;

  @Field({
    nullable: true,
    description:
      'E-mail address, at most 254 characters; one another current resident has too is saved and reported in warnings',
  })
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

  @Field({
    nullable: true,
    description:
      "YYYY-MM-DD (India's calendar); a new date must be from five years back to one year ahead; one that takes billed rent back is an admin's change (CONFLICT for a warden)",
  })
  @IsOptional()
  @CalendarDate()
  moveInDate?: string;

  @Field({
    nullable: true,
    description:
      "YYYY-MM-DD: rent is billed from this day, on or after the move-in date (the move-in date itself bills from it); a warden's date that takes billed rent back waits for an admin (a bill_from rent change)",
  })
  @IsOptional()
  @CalendarDate()
  billRentFrom?: string;

  @Field(() => ID, {
    nullable: true,
    description:
      'Another room of the hostel: the resident moves to its lowest-numbered free bed from today (CONFLICT when it has none)',
  })
  @IsOptional()
  @IsId()
  roomId?: number;
}
