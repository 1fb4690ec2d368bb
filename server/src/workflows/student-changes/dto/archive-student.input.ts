import { Field, ID, InputType } from '@nestjs/graphql';
import { IsId } from '../../../common/validators';

@InputType({ description: 'Which resident archiveStudent archives' })
export class ArchiveStudentInput {
  @Field(() => ID, { description: 'The resident to archive' })
  @IsId()
  id: number;
}
