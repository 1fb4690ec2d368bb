import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../../common/validators';

@InputType({ description: 'Which settlement approveSettlement approves' })
export class ApproveSettlementInput {
  @Field(() => ID, { description: 'The checkout whose settlement is approved' })
  @IsId()
  checkoutId: number;
}
