import { Field, ID, InputType } from '@nestjs/graphql';
import { IsBoolean } from 'class-validator';
import { IsId } from '../../../common/validators';

@InputType({ description: 'The pending rent change decideRentChange decides, and the decision' })
export class DecideRentChangeInput {
  @Field(() => ID, { description: 'The pending rent change' })
  @IsId()
  id: number;

  @Field({ description: 'true applies it; false rejects it' })
  @IsBoolean()
  approve: boolean;
}
