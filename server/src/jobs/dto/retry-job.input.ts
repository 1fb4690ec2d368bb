import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../common/validators';

@InputType({ description: 'The failed job retryJob makes wait again' })
export class RetryJobInput {
  @Field(() => ID, { description: "The failed job's id" })
  @IsId()
  id: number;
}
