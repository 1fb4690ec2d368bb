import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A resident; every other field of Student is resolved in this folder (students/). */
@ObjectType('Student', {
  description:
    "A resident of the caller's hostel: a current one, one without a bed, or an archived one (see archived).",
})
export class StudentModel {
  @Field(() => ID, { description: "The resident's id; ids of another hostel's residents answer NOT_FOUND" })
  id: number;

  @Field({ description: 'Full name, one line, as entered at check-in or in the last edit' })
  name: string;

  @Field({ description: 'E-mail address as entered; another resident may have the same one' })
  email: string;

  @Field({ description: 'E.164, like +919876543210 (older rows the phone rule could not read stay as they were)' })
  phone: string;

  @Field({ description: 'The day they moved in, YYYY-MM-DD (a calendar day in India)' })
  moveInDate: string;

  @Field(() => Int, { nullable: true, description: "Number of the room of the student's bed; null without a bed" })
  roomNumber: number | null;
}

@ObjectType('StudentPage', { description: 'One page of the residents list' })
export class StudentPage {
  @Field(() => [StudentModel], { description: 'The residents of this page, in the sort asked for' })
  items: StudentModel[];

  @Field(() => Int, { description: 'How many residents match the search and filter, over every page' })
  totalCount: number;
}
