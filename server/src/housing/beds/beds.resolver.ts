import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { RoomModel } from '../rooms/models/room.model';
import type { Room } from '../rooms/room.entity';
import { RoomLoader } from '../rooms/room.loader';
import type { Bed } from './bed.entity';
import { BedsService } from './beds.service';
import { BedsArgs } from './dto/beds.args';
import { UpdateBedInput } from './dto/update-bed.input';
import { BedModel, BedPage } from './models/bed.model';
import { RemovedBed } from './models/removed-bed.model';
import { bedLabel } from '@hostel-admin/rules';

@Resolver(() => BedModel)
export class BedsResolver {
  constructor(
    private readonly bedsService: BedsService,
    private readonly roomLoader: RoomLoader,
  ) {}

  @Query(() => BedPage, { description: "The caller's beds, or one room's" })
  @Can('rooms.read')
  beds(@CurrentCaller() caller: RequestCaller, @Args() args: BedsArgs) {
    return this.bedsService.list(caller, args);
  }

  @Query(() => BedModel, { description: "One of the caller's beds; another hostel's id is NOT_FOUND" })
  @Can('rooms.read')
  bed(@CurrentCaller() caller: RequestCaller, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.bedsService.findOne(caller, id);
  }

  @Mutation(() => BedModel, {
    description:
      "Changes a bed's rent or food plan, or holds a bed without a resident (isOccupied); answers the bed with its room's fresh counters",
  })
  @Can('rooms.write')
  updateBed(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID }, ParseIdPipe) id: number,
    @Args('input') input: UpdateBedInput,
  ) {
    return this.bedsService.updateBed(caller, id, input);
  }

  @Mutation(() => RemovedBed, {
    description: 'Removes a free bed; CONFLICT while occupied. Answers its room with fresh counters',
  })
  @Can('rooms.write')
  removeBed(@CurrentCaller() caller: RequestCaller, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.bedsService.removeBed(caller, id);
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
}
