import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { VISITOR_ID_TYPES } from '@hostel-admin/rules';

@ObjectType('Visitor', { description: 'One visit of the visitor log: who came to see which resident, and when' })
export class VisitorModel {
  @Field(() => ID, { description: "The visit's id, as signOutVisitor takes it" })
  id: number;

  @Field({ description: "The visitor's name" })
  name: string;

  @Field({ description: "The visitor's phone, E.164 (+919876543210)" })
  phone: string;

  @Field({ description: 'Relation to the resident or purpose of the visit' })
  purpose: string;

  @Field(() => String, { nullable: true, description: `The ID shown: ${VISITOR_ID_TYPES.join(', ')}; null: none` })
  idType: string | null;

  @Field({ description: 'When they were signed in (an instant, ISO 8601 in UTC)' })
  inAt: Date;

  @Field(() => Date, { nullable: true, description: 'When they were signed out; null while inside' })
  outAt: Date | null;

  @Field({ description: 'True while they have not been signed out' })
  inside: boolean;

  @Field({ description: 'Who signed them in, by name' })
  signedInBy: string;

  @Field(() => String, { nullable: true, description: 'Who signed them out, by name' })
  signedOutBy: string | null;

  /** For the resident field; not in the schema. */
  studentId: number;
}

@ObjectType('VisitorPage', { description: 'One page of the visitor log' })
export class VisitorPageModel {
  @Field(() => [VisitorModel], { description: 'The visits of this page, newest first' })
  items: VisitorModel[];

  @Field(() => Int, { description: 'How many visits match the search and filter, over every page' })
  totalCount: number;

  @Field(() => Int, { description: "How many of the hostel's visitors are inside now (whatever the filter)" })
  insideCount: number;
}
