import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../../common/validators';

@InputType({ description: 'The pending payment verifyPayment confirms' })
export class VerifyPaymentInput {
  @Field(() => ID, { description: 'The pending payment' })
  @IsId()
  id: number;
}
