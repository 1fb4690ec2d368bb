import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { MEALS } from '@hostel-admin/rules';
import { IsId } from '../../common/validators';

/** deleteMenuItem's answer: every deletion answers `Deleted<Thing> { id }` (issue 36), here with the menu it left. */
@ObjectType('DeletedMenuItem', {
  description: 'The id of the menu item taken off the menu, for clients to drop it, and the date and meal it was on',
})
export class DeletedMenuItem {
  @Field(() => ID, { description: "The menu item's id" })
  id: number;

  @Field({ description: 'YYYY-MM-DD, the India date of the menu it was on' })
  date: string;

  @Field({ description: `The meal it was on: ${MEALS.join(', ')}` })
  meal: string;
}

@InputType({ description: 'The menu item to take off the menu' })
export class DeleteMenuItemInput {
  @Field(() => ID, { description: "The menu item's id, of the caller's hostel" })
  @IsId()
  id: number;
}
