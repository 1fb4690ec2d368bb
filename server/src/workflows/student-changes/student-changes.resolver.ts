import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { inputOrArgumentId, looseId, oneForm, useInput } from '../../common/mutation-input';
import { StayChangePayload } from '../stay-change/stay-change.payload';
import { ArchiveStudentInput } from './dto/archive-student.input';
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
  async archiveStudent(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => ArchiveStudentInput, nullable: true, description: 'The resident to archive' })
    input: unknown,
    @Args(
      'id',
      { type: () => ID, nullable: true, deprecationReason: useInput('id'), description: 'The resident to archive' },
      looseId('id'),
    )
    id?: number,
  ) {
    const args = await oneForm(ArchiveStudentInput, input, { id }, ['id']);
    return this.changes.archiveStudent(caller, args.id);
  }

  @Mutation(() => StayChangePayload, {
    description:
      "Edits a resident; another room moves them to that room's lowest-numbered free bed from today. BAD_USER_INPUT naming the field, NOT_FOUND for another hostel's resident or room, CONFLICT for an archived resident, a phone a current resident has, a room without a free bed, or new billing dates that need an admin",
  })
  @Can('students.write')
  updateStudent(
    @CurrentCaller() caller: RequestCaller,
    @Args(
      'id',
      { type: () => ID, nullable: true, deprecationReason: useInput('id'), description: 'The resident to edit' },
      looseId('id'),
    )
    id: number | undefined,
    @Args('input', { description: 'The resident (id) and the fields to change' }) input: UpdateStudentInput,
  ) {
    const { id: inputId, ...changes } = input;
    return this.changes.updateStudent(caller, inputOrArgumentId(inputId, id), changes);
  }
}
