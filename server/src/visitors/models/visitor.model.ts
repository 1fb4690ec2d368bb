import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { VISITOR_ID_TYPES } from '@hostel-admin/rules';

@ObjectType('Visitor', { description: 'One visit of the visitor log: who came to see which resident, and when' })
export class VisitorModel {
  @Field(() => ID)
  id: number;

  @Field()
  name: string;

  @Field({ description: 'E.164' })
  phone: string;

  @Field({ description: 'Relation to the resident or purpose of the visit' })
  purpose: string;

  @Field(() => String, { nullable: true, description: `The ID shown: ${VISITOR_ID_TYPES.join(', ')}; null: none` })
  idType: string | null;

  @Field({ description: 'When they were signed in' })
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

@ObjectType('VisitorPage')
export class VisitorPageModel {
  @Field(() => [VisitorModel])
  items: VisitorModel[];

  @Field(() => Int)
  totalCount: number;

  @Field(() => Int, { description: "How many of the hostel's visitors are inside now (whatever the filter)" })
  insideCount: number;
}
