import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../common/validators';

@InputType({ description: 'Which scheduled notification cancelNotification cancels' })
export class CancelNotificationInput {
  @Field(() => ID, { description: "The scheduled notification's id" })
  @IsId()
  id: number;
}
