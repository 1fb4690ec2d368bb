import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A student's time in one bed; bed comes from housing, student from students, expectedEndDate from rent. */
@ObjectType('Stay')
export class StayModel {
  @Field(() => ID)
  id: number;

  @Field({ description: 'YYYY-MM-DD' })
  startDate: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null while the stay is current' })
  endDate: string | null;

  @Field(() => Int, { description: 'Room number when the stay began' })
  roomNumber: number;

  @Field({ description: 'Bed label when the stay began, like 101-a' })
  bedLabel: string;
}
