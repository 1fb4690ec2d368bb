import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ActivityEntry', { description: 'An entry of the activity log, in words' })
export class ActivityEntryModel {
  @Field(() => ID)
  id: number;

  @Field({ description: 'What happened, as the event kind names it: payment.recorded, student.checked_in, …' })
  action: string;

  @Field({ description: 'What was done, to what, as it was named then: "Recorded a payment from Priya Nair"' })
  text: string;

  @Field(() => String, { nullable: true, description: 'The rest: "Rs. 9,000 by UPI, receipt R-12"' })
  detail: string | null;

  @Field({ description: 'What it was about: room, bed, student, user or hostel' })
  subjectType: string;

  @Field(() => ID, { description: "The subject's id" })
  subjectId: number;

  @Field({ description: 'When it happened' })
  at: Date;
}

@ObjectType('ActivityPage')
export class ActivityPageModel {
  @Field(() => [ActivityEntryModel], { description: 'Newest first' })
  items: ActivityEntryModel[];

  @Field(() => Int)
  totalCount: number;
}
