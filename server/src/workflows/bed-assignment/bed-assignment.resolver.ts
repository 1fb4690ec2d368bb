import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { idArg } from '../../common/validators';
import { AddBedInput } from '../../housing/beds/dto/add-bed.input';
import { BedModel } from '../../housing/beds/models/bed.model';
import { StayChangePayload } from '../stay-change/stay-change.payload';
import { BedAssignmentService } from './bed-assignment.service';

const idOf = (name: string, description: string) => [name, { type: () => ID, description }, idArg(name)] as const;

@Resolver()
export class BedAssignmentResolver {
  constructor(private readonly assignment: BedAssignmentService) {}

  @Mutation(() => BedModel, {
    description:
      "Adds a bed to a room, optionally with its resident; answers the bed, its room (fresh counters) and the resident. NOT_FOUND for another hostel's room or resident, CONFLICT when the room has a bed of that number or the resident already has a bed",
  })
  @Can('rooms.write')
  addBed(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The room, the bed and, optionally, the resident who moves in today' })
    input: AddBedInput,
  ) {
    return this.assignment.addBed(caller, input);
  }

  @Mutation(() => StayChangePayload, {
    description:
      "Gives a resident without a bed a free bed, from today. NOT_FOUND for another hostel's resident or bed, CONFLICT for an archived resident, one who has a bed, or a bed taken",
  })
  @Can('students.write')
  assignBed(
    @CurrentCaller() caller: RequestCaller,
    @Args(...idOf('studentId', 'The resident, who has no bed')) studentId: number,
    @Args(...idOf('bedId', 'A free bed of the same hostel')) bedId: number,
  ) {
    return this.assignment.assignBed(caller, studentId, bedId);
  }

  @Mutation(() => StayChangePayload, {
    description:
      "Ends the resident's current stay today and frees the bed; the resident stays on the lists without a bed. NOT_FOUND for another hostel's resident, CONFLICT when they have no bed",
  })
  @Can('students.write')
  removeFromBed(
    @CurrentCaller() caller: RequestCaller,
    @Args(...idOf('studentId', 'The resident to take out of their bed')) studentId: number,
  ) {
    return this.assignment.removeFromBed(caller, studentId);
  }

  @Mutation(() => StayChangePayload, {
    description:
      "Ends the resident's stay today and starts one in the free target bed. NOT_FOUND for another hostel's resident or bed, CONFLICT when they have no bed, are already in that bed, or it is taken",
  })
  @Can('students.write')
  moveStudent(
    @CurrentCaller() caller: RequestCaller,
    @Args(...idOf('studentId', 'The resident who moves')) studentId: number,
    @Args(...idOf('toBedId', 'A free bed of the same hostel to move to')) toBedId: number,
  ) {
    return this.assignment.moveStudent(caller, studentId, toBedId);
  }
}
