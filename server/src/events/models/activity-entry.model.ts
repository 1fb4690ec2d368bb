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

@ObjectType('HostelActivity', { description: "An entry of the hostel's activity log with who made it" })
export class HostelActivityModel extends ActivityEntryModel {
  @Field(() => ID, { nullable: true, description: 'Who made it; null for the hostel’s automatic work (the job queue)' })
  actorUserId: number | null;

  @Field(() => String, { nullable: true, description: 'Their name as it is now; null for automatic work' })
  actorName: string | null;
}

@ObjectType('ActivityPage')
export class ActivityPageModel {
  @Field(() => [ActivityEntryModel], { description: 'Newest first' })
  items: ActivityEntryModel[];

  @Field(() => Int)
  totalCount: number;
}
