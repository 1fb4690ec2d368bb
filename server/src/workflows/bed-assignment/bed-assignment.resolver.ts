import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../common/auth-user';
import { Can, CurrentUser } from '../../common/decorators';
import { idArg } from '../../common/validators';
import { AddBedInput } from '../../housing/beds/dto/add-bed.input';
import { BedModel } from '../../housing/beds/models/bed.model';
import { StayChangePayload } from '../stay-change/stay-change.payload';
import { BedAssignmentService } from './bed-assignment.service';

const idOf = (name: string) => [name, { type: () => ID }, idArg(name)] as const;

@Resolver()
export class BedAssignmentResolver {
  constructor(private readonly assignment: BedAssignmentService) {}

  @Mutation(() => BedModel, {
    description:
      'Adds a bed to a room, optionally with its resident; answers the bed, its room (fresh counters) and the resident',
  })
  @Can('rooms.write')
  addBed(@CurrentUser() user: AuthUser, @Args('input') input: AddBedInput) {
    return this.assignment.addBed(user, input);
  }

  @Mutation(() => StayChangePayload, { description: 'Gives a resident without a bed a free bed, from today' })
  @Can('students.write')
  assignBed(
    @CurrentUser() user: AuthUser,
    @Args(...idOf('studentId')) studentId: number,
    @Args(...idOf('bedId')) bedId: number,
  ) {
    return this.assignment.assignBed(user, studentId, bedId);
  }

  @Mutation(() => StayChangePayload, { description: "Ends the resident's current stay today and frees the bed" })
  @Can('students.write')
  removeFromBed(@CurrentUser() user: AuthUser, @Args(...idOf('studentId')) studentId: number) {
    return this.assignment.removeFromBed(user, studentId);
  }

  @Mutation(() => StayChangePayload, {
    description: "Ends the resident's stay today and starts one in the free target bed",
  })
  @Can('students.write')
  moveStudent(
    @CurrentUser() user: AuthUser,
    @Args(...idOf('studentId')) studentId: number,
    @Args(...idOf('toBedId')) toBedId: number,
  ) {
    return this.assignment.moveStudent(user, studentId, toBedId);
  }
}
