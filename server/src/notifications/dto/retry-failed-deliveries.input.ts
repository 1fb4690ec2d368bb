import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../common/validators';

@InputType({ description: 'The sent notification whose failed messages retryFailedDeliveries sends again' })
export class RetryFailedDeliveriesInput {
  @Field(() => ID, { description: "The notification's id" })
  @IsId()
  id: number;
}
