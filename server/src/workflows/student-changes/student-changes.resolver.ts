import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../common/auth-user';
import { Can, CurrentUser } from '../../common/decorators';
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
  archiveStudent(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.changes.archiveStudent(user, id);
  }

  @Mutation(() => StayChangePayload, {
    description: "Edits a resident; another room moves them to that room's lowest-numbered free bed",
  })
  @Can('students.write')
  updateStudent(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }, ParseIdPipe) id: number,
    @Args('input') input: UpdateStudentInput,
  ) {
    return this.changes.updateStudent(user, id, input);
  }
}
