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
    description:
      "Archives a resident: left out of lists from now on, their bed freed and stay ended today; stays, ledger, deposit and rent terms are kept. Archiving an archived resident changes nothing. NOT_FOUND for an unknown or another hostel's resident",
  })
  @Can('students.write')
  archiveStudent(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID, description: 'The resident to archive' }, ParseIdPipe) id: number,
  ) {
    return this.changes.archiveStudent(caller, id);
  }

  @Mutation(() => StayChangePayload, {
    description:
      "Edits a resident; another room moves them to that room's lowest-numbered free bed from today. BAD_USER_INPUT naming the field, NOT_FOUND for another hostel's resident or room, CONFLICT for an archived resident, a phone a current resident has, a room without a free bed, or new billing dates that need an admin",
  })
  @Can('students.write')
  updateStudent(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID, description: 'The resident to edit' }, ParseIdPipe) id: number,
    @Args('input', { description: 'The fields to change' }) input: UpdateStudentInput,
  ) {
    return this.changes.updateStudent(caller, id, input);
  }
}
