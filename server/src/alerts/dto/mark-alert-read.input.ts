import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../common/validators';

@InputType({ description: "The alert markAlertRead marks read (one of the signed-in user's own)" })
export class MarkAlertReadInput {
  @Field(() => ID, { description: "The alert's id" })
  @IsId()
  id: number;
}
