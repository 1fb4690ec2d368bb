import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../common/auth-user';
import { Can, CurrentUser } from '../common/decorators';
import { ParseIdPipe } from '../common/validators';
import { RoomModel } from '../rooms/models/room.model';
import type { Room } from '../rooms/room.entity';
import { RoomLoader } from '../rooms/room.loader';
import { StudentModel } from '../students/models/student.model';
import { StudentLoader } from '../students/student.loader';
import { Bed, bedLabel } from './bed.entity';
import { BedsService } from './beds.service';
import { AddBedInput } from './dto/add-bed.input';
import { BedsArgs } from './dto/beds.args';
import { UpdateBedInput } from './dto/update-bed.input';
import { BedModel, BedPage } from './models/bed.model';
import { RemovedBed } from './models/removed-bed.model';

@Resolver(() => BedModel)
export class BedsResolver {
  constructor(
    private readonly bedsService: BedsService,
    private readonly roomLoader: RoomLoader,
    private readonly studentLoader: StudentLoader,
  ) {}

  @Query(() => BedPage, { description: "The caller's beds, or one room's" })
  @Can('rooms.read')
  beds(@CurrentUser() user: AuthUser, @Args() args: BedsArgs) {
    return this.bedsService.list(user, args);
  }

  @Query(() => BedModel, { description: "One of the caller's beds; another hostel's id is NOT_FOUND" })
  @Can('rooms.read')
  bed(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.bedsService.findOne(user, id);
  }

  @Mutation(() => BedModel, { description: 'Adds a bed to a room, optionally with its resident; answers the bed, its room (fresh counters) and the resident' })
  @Can('rooms.write')
  addBed(@CurrentUser() user: AuthUser, @Args('input') input: AddBedInput) {
    return this.bedsService.addBed(user, input);
  }

  @Mutation(() => BedModel, { description: "Changes a bed's rent or food plan, or holds a bed without a resident (isOccupied); answers the bed with its room's fresh counters" })
  @Can('rooms.write')
  updateBed(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }, ParseIdPipe) id: number, @Args('input') input: UpdateBedInput) {
    return this.bedsService.updateBed(user, id, input);
  }

  @Mutation(() => RemovedBed, { description: 'Removes a free bed; CONFLICT while occupied. Answers its room with fresh counters' })
  @Can('rooms.write')
  removeBed(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.bedsService.removeBed(user, id);
  }

  @ResolveField(() => RoomModel)
  room(@Parent() bed: Bed, @Context('req') req: object): Room | Promise<Room> {
    return bed.room ?? this.roomLoader.load(req, bed.roomId);
  }

  @ResolveField(() => String, { description: 'Room number and a letter per bed: 101-a, 101-b, …' })
  async label(@Parent() bed: Bed, @Context('req') req: object): Promise<string> {
    const room = bed.room ?? (await this.roomLoader.load(req, bed.roomId));
    return bedLabel(room.roomNumber, bed.bedNumber);
  }

  @ResolveField(() => StudentModel, { nullable: true, description: 'The current resident' })
  student(@Parent() bed: Bed, @Context('req') req: object) {
    return bed.currentStudentId === null ? null : this.studentLoader.load(req, bed.currentStudentId);
  }
}
