import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('DeletedRoom', { description: 'The id of the deleted room, for clients to drop it from their cache' })
export class DeletedRoom {
  @Field(() => ID, { description: "The deleted room's id" })
  id: number;
}
