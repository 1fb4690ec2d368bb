import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../common/auth-user';
import { Can, CurrentUser } from '../common/decorators';
import { idArg, ParseIdPipe } from '../common/validators';
import { UpdateStudentInput } from '../students/dto/update-student.input';
import { StayChangePayload } from './models/stay-change.payload';
import { ResidentsService } from './residents.service';
import { StaysService } from './stays.service';

const idOf = (name: string) => [name, { type: () => ID }, idArg(name)] as const;

@Resolver()
export class StaysResolver {
  constructor(
    private readonly stays: StaysService,
    private readonly residents: ResidentsService,
  ) {}

  @Mutation(() => StayChangePayload, { description: 'Gives a resident without a bed a free bed, from today' })
  @Can('students.write')
  assignBed(@CurrentUser() user: AuthUser, @Args(...idOf('studentId')) studentId: number, @Args(...idOf('bedId')) bedId: number) {
    return this.stays.assignBed(user, studentId, bedId);
  }

  @Mutation(() => StayChangePayload, { description: "Ends the resident's current stay today and frees the bed" })
  @Can('students.write')
  removeFromBed(@CurrentUser() user: AuthUser, @Args(...idOf('studentId')) studentId: number) {
    return this.stays.removeFromBed(user, studentId);
  }

  @Mutation(() => StayChangePayload, { description: "Ends the resident's stay today and starts one in the free target bed" })
  @Can('students.write')
  moveStudent(@CurrentUser() user: AuthUser, @Args(...idOf('studentId')) studentId: number, @Args(...idOf('toBedId')) toBedId: number) {
    return this.stays.moveStudent(user, studentId, toBedId);
  }

  @Mutation(() => StayChangePayload, { description: 'Deletes a resident from lists and frees the bed; stays, deposit and rent terms are kept' })
  @Can('students.write')
  archiveStudent(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.residents.archiveStudent(user, id);
  }

  @Mutation(() => StayChangePayload, { description: "Edits a resident; another room moves them to that room's lowest-numbered free bed" })
  @Can('students.write')
  updateStudent(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }, ParseIdPipe) id: number, @Args('input') input: UpdateStudentInput) {
    return this.residents.updateStudent(user, id, input);
  }
}
