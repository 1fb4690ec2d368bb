import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsId } from '../../common/validators';

/** deleteNotification's answer: every deletion answers `Deleted<Thing> { id }` (issue 36). */
@ObjectType('DeletedNotification', {
  description: 'The id of the deleted draft, for clients to drop it from their cache',
})
export class DeletedNotification {
  @Field(() => ID, { description: "The deleted draft's id" })
  id: number;
}

@InputType({ description: 'The draft to delete' })
export class DeleteNotificationInput {
  @Field(() => ID, { description: "The draft's id, of the caller's hostel; only a draft may be deleted" })
  @IsId()
  id: number;
}
