import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ActivityEntry', { description: 'An entry of the activity log, in words' })
export class ActivityEntryModel {
  @Field(() => ID, { description: "The entry's id" })
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

  @Field(() => String, {
    nullable: true,
    description:
      'The name of the API key the change was made with ("Sync"): the actor is then "API key Sync", not a person; null for a change a person made signed in, or automatic work',
  })
  apiKeyName: string | null;
}

@ObjectType('HostelActivity', { description: "An entry of the hostel's activity log with who made it" })
export class HostelActivityModel extends ActivityEntryModel {
  @Field(() => ID, {
    nullable: true,
    description:
      'The person who made it; null for the hostel’s automatic work (the job queue) and for a change made with an API key (apiKeyName)',
  })
  actorUserId: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Their name as it is now, or "API key <name>" for a change made with a key; null for automatic work',
  })
  actorName: string | null;
}

@ObjectType('ActivityPage', { description: 'One page of activity log entries and the count over all pages' })
export class ActivityPageModel {
  @Field(() => [ActivityEntryModel], { description: 'Newest first' })
  items: ActivityEntryModel[];

  @Field(() => Int, { description: 'Entries over all pages' })
  totalCount: number;
}
