import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { looseId, oneForm, useInput } from '../../common/mutation-input';
import { idArg } from '../../common/validators';
import { AddBedInput } from '../../housing/beds/dto/add-bed.input';
import { BedModel } from '../../housing/beds/models/bed.model';
import { StayChangePayload } from '../stay-change/stay-change.payload';
import { BedAssignmentService } from './bed-assignment.service';
import { AssignBedInput } from './dto/assign-bed.input';
import { MoveStudentInput } from './dto/move-student.input';

const idOf = (name: string, description: string) => [name, { type: () => ID, description }, idArg(name)] as const;
/** A loose id argument kept for the old form (NAMING.md item 6): nullable, deprecated, checked as before. */
const looseIdOf = (name: string, description: string) =>
  [name, { type: () => ID, nullable: true, deprecationReason: useInput(name), description }, looseId(name)] as const;

@Resolver()
export class BedAssignmentResolver {
  constructor(private readonly assignment: BedAssignmentService) {}

  @Mutation(() => BedModel, {
    description:
      "Creates a bed in a room, optionally with its resident; answers the bed, its room (fresh counters) and the resident. NOT_FOUND for another hostel's room or resident, CONFLICT when the room has a bed of that number or the resident already has a bed",
  })
  @Can('rooms.write')
  createBed(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The room, the bed and, optionally, the resident who moves in today' })
    input: AddBedInput,
  ) {
    return this.assignment.addBed(caller, input);
  }

  @Mutation(() => BedModel, {
    description: 'createBed under its old name: the same rules and answer',
    deprecationReason: 'Use createBed: create<Thing> makes a record',
  })
  @Can('rooms.write')
  addBed(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The room, the bed and, optionally, the resident who moves in today' })
    input: AddBedInput,
  ) {
    return this.createBed(caller, input);
  }

  @Mutation(() => StayChangePayload, {
    description:
      "Gives a resident without a bed a free bed, from today. NOT_FOUND for another hostel's resident or bed, CONFLICT for an archived resident, one who has a bed, or a bed taken",
  })
  @Can('students.write')
  async assignBed(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => AssignBedInput, nullable: true, description: 'The resident and the free bed' })
    input: unknown,
    @Args(...looseIdOf('studentId', 'The resident, who has no bed')) studentId?: number,
    @Args(...looseIdOf('bedId', 'A free bed of the same hostel')) bedId?: number,
  ) {
    const args = await oneForm(AssignBedInput, input, { studentId, bedId }, ['studentId', 'bedId']);
    return this.assignment.assignBed(caller, args.studentId, args.bedId);
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
  async moveStudent(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => MoveStudentInput, nullable: true, description: 'The resident and the bed to move to' })
    input: unknown,
    @Args(...looseIdOf('studentId', 'The resident who moves')) studentId?: number,
    @Args(...looseIdOf('toBedId', 'A free bed of the same hostel to move to')) toBedId?: number,
  ) {
    const args = await oneForm(MoveStudentInput, input, { studentId, toBedId }, ['studentId', 'toBedId']);
    return this.assignment.moveStudent(caller, args.studentId, args.toBedId);
  }
}
