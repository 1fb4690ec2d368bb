import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { StayChangePayload } from '../stay-change/stay-change.payload';
import { UpdateStudentInput } from './dto/update-student.input';
import { StudentChangesService } from './student-changes.service';

@Resolver()
export class StudentChangesResolver {
  constructor(private readonly changes: StudentChangesService) {}

  @Mutation(() => StayChangePayload, {
    description: 'Deletes a resident from lists and frees the bed; stays, deposit and rent terms are kept',
  })
  @Can('students.write')
  archiveStudent(@CurrentCaller() caller: RequestCaller, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.changes.archiveStudent(caller, id);
  }

  @Mutation(() => StayChangePayload, {
    description: "Edits a resident; another room moves them to that room's lowest-numbered free bed",
  })
  @Can('students.write')
  updateStudent(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID }, ParseIdPipe) id: number,
    @Args('input') input: UpdateStudentInput,
  ) {
    return this.changes.updateStudent(caller, id, input);
  }
}
