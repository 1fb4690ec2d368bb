import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../../common/validators';

@InputType({ description: 'The room deleteRoom deletes, with its beds' })
export class DeleteRoomInput {
  @Field(() => ID, { description: "The room's id" })
  @IsId()
  id: number;
}
