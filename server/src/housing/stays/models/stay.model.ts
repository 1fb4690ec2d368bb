import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A student's time in one bed; bed comes from housing, student from students, expectedEndDate from rent. */
@ObjectType('Stay', {
  description: "A resident's time in one bed, from the day they took it to the day they left it (India dates)",
})
export class StayModel {
  @Field(() => ID, { description: "The stay's id" })
  id: number;

  @Field({ description: 'YYYY-MM-DD, an India date: the first day in the bed' })
  startDate: string;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD, an India date: the day they left the bed; null while the stay is current',
  })
  endDate: string | null;

  @Field(() => Int, { description: 'Room number when the stay began' })
  roomNumber: number;

  @Field({ description: 'Bed label when the stay began, like 101-a' })
  bedLabel: string;
}
