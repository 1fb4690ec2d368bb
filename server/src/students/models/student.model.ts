import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A resident; every other field of Student is resolved in this folder (students/). */
@ObjectType('Student')
export class StudentModel {
  @Field(() => ID)
  id: number;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field({ description: 'E.164, like +919876543210 (older rows the phone rule could not read stay as they were)' })
  phone: string;

  @Field({ description: 'YYYY-MM-DD' })
  moveInDate: string;

  @Field(() => Int, { nullable: true, description: "Number of the room of the student's bed; null without a bed" })
  roomNumber: number | null;
}

@ObjectType('StudentPage')
export class StudentPage {
  @Field(() => [StudentModel])
  items: StudentModel[];

  @Field(() => Int)
  totalCount: number;
}
