import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
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
  addBed(@CurrentCaller() caller: RequestCaller, @Args('input') input: AddBedInput) {
    return this.assignment.addBed(caller, input);
  }

  @Mutation(() => StayChangePayload, { description: 'Gives a resident without a bed a free bed, from today' })
  @Can('students.write')
  assignBed(
    @CurrentCaller() caller: RequestCaller,
    @Args(...idOf('studentId')) studentId: number,
    @Args(...idOf('bedId')) bedId: number,
  ) {
    return this.assignment.assignBed(caller, studentId, bedId);
  }

  @Mutation(() => StayChangePayload, { description: "Ends the resident's current stay today and frees the bed" })
  @Can('students.write')
  removeFromBed(@CurrentCaller() caller: RequestCaller, @Args(...idOf('studentId')) studentId: number) {
    return this.assignment.removeFromBed(caller, studentId);
  }

  @Mutation(() => StayChangePayload, {
    description: "Ends the resident's stay today and starts one in the free target bed",
  })
  @Can('students.write')
  moveStudent(
    @CurrentCaller() caller: RequestCaller,
    @Args(...idOf('studentId')) studentId: number,
    @Args(...idOf('toBedId')) toBedId: number,
  ) {
    return this.assignment.moveStudent(caller, studentId, toBedId);
  }
}
