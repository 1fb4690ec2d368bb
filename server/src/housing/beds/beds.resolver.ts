import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { inputOrArgumentId, looseId, useInput } from '../../common/mutation-input';
import { newListArg } from '../../common/pagination';
import { ParseIdPipe } from '../../common/validators';
import { RoomModel } from '../rooms/models/room.model';
import type { Room } from '../rooms/room.entity';
import { RoomLoader } from '../rooms/room.loader';
import type { Bed } from './bed.entity';
import { BedsService } from './beds.service';
import { BedsArgs } from './dto/beds.args';
import { UpdateBedInput } from './dto/update-bed.input';
import { BedModel, BedPage } from './models/bed.model';
import { DeletedBed, DeleteBedInput } from './models/deleted-bed.model';
import { RemovedBed } from './models/removed-bed.model';
import { bedLabel } from '@hostel-admin/rules';

const ID_ARG = { type: () => ID, description: "The bed's id" };

@Resolver(() => BedModel)
export class BedsResolver {
  constructor(
    private readonly bedsService: BedsService,
    private readonly roomLoader: RoomLoader,
  ) {}

  @Query(() => BedPage, {
    description:
      "The caller's beds (a superadmin's: every hostel's), or one room's: search by room number, where (a room, free or occupied, a food plan), one page, by room then bed number. BAD_USER_INPUT names a bad argument; NOT_FOUND on `roomId` for another hostel's room",
  })
  @Can('rooms.read')
  beds(@CurrentCaller() caller: RequestCaller, @Args() args: BedsArgs) {
    const where = newListArg('where', args.where, { roomId: args.roomId, filter: args.filter });
    const { roomId, ...filter } = where ?? { ...args.filter, roomId: args.roomId };
    return this.bedsService.list(caller, { ...args, roomId, filter });
  }

  @Query(() => BedModel, {
    description: "One of the caller's beds; an unknown or another hostel's id is NOT_FOUND on `id`",
  })
  @Can('rooms.read')
  bed(@CurrentCaller() caller: RequestCaller, @Args('id', ID_ARG, ParseIdPipe) id: number) {
    return this.bedsService.findOne(caller, id);
  }

  @Mutation(() => BedModel, {
    description:
      "Changes a bed's rent or food plan, or holds a bed without a resident (isOccupied); answers the bed with its room's fresh counters. NOT_FOUND on `id` for another hostel's bed; CONFLICT on `isOccupied` while a resident holds it",
  })
  @Can('rooms.write')
  updateBed(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { ...ID_ARG, nullable: true, deprecationReason: useInput('id') }, looseId('id')) id: number | undefined,
    @Args('input', { description: 'The bed (id) and what changes; fields left out stay' }) input: UpdateBedInput,
  ) {
    const { id: inputId, ...changes } = input;
    return this.bedsService.updateBed(caller, inputOrArgumentId(inputId, id), changes);
  }

  @Mutation(() => DeletedBed, {
    description:
      "Deletes a free bed; its past stays keep their history. Answers its id and its room with fresh counters. CONFLICT on `id` while occupied or held; NOT_FOUND on `id` for another hostel's bed",
  })
  @Can('rooms.write')
  deleteBed(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The free bed' }) input: DeleteBedInput,
  ): Promise<DeletedBed> {
    return this.bedsService.removeBed(caller, input.id);
  }

  @Mutation(() => RemovedBed, {
    description:
      "Removes a free bed; its past stays keep their history. Answers its room with fresh counters. CONFLICT on `id` while occupied or held; NOT_FOUND on `id` for another hostel's bed",
    deprecationReason: 'Use deleteBed: delete<Thing> removes a record, and answers DeletedBed',
  })
  @Can('rooms.write')
  removeBed(@CurrentCaller() caller: RequestCaller, @Args('id', ID_ARG, ParseIdPipe) id: number) {
    return this.bedsService.removeBed(caller, id);
  }

  @ResolveField(() => RoomModel, { description: 'The room the bed is in' })
  room(@Parent() bed: Bed, @Context('req') req: object): Room | Promise<Room> {
    return bed.room ?? this.roomLoader.load(req, bed.roomId);
  }

  @ResolveField(() => String, { description: 'Room number and a letter per bed: 101-a, 101-b, …' })
  async label(@Parent() bed: Bed, @Context('req') req: object): Promise<string> {
    const room = bed.room ?? (await this.roomLoader.load(req, bed.roomId));
    return bedLabel(room.roomNumber, bed.bedNumber);
  }
}
