import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { CreateRoomInput } from './dto/create-room.input';
import { RoomsArgs } from './dto/rooms.args';
import { UpdateRoomInput } from './dto/update-room.input';
import { DeletedRoom } from './models/deleted-room.model';
import { RoomModel, RoomPage } from './models/room.model';
import { RoomsService } from './rooms.service';

@Resolver(() => RoomModel)
export class RoomsResolver {
  constructor(private readonly roomsService: RoomsService) {}

  @Query(() => RoomPage, { description: "The caller's rooms: search by room number, filter, sort, one page" })
  @Can('rooms.read')
  rooms(@CurrentCaller() caller: RequestCaller, @Args() args: RoomsArgs) {
    return this.roomsService.list(caller, args);
  }

  @Query(() => RoomModel, { description: "One of the caller's rooms; another hostel's id is NOT_FOUND" })
  @Can('rooms.read')
  room(@CurrentCaller() caller: RequestCaller, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.roomsService.findOne(caller, id);
  }

  @Mutation(() => RoomModel, {
    description: 'Creates a room with its beds, numbered from 1; answers the room with its beds',
  })
  @Can('rooms.write')
  createRoom(@CurrentCaller() caller: RequestCaller, @Args('input') input: CreateRoomInput) {
    return this.roomsService.createRoom(caller, input);
  }

  @Mutation(() => RoomModel, {
    description: "Changes a room's number, floor, type or AC; bed labels follow the number",
  })
  @Can('rooms.write')
  updateRoom(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { type: () => ID }, ParseIdPipe) id: number,
    @Args('input') input: UpdateRoomInput,
  ) {
    return this.roomsService.updateRoom(caller, id, input);
  }

  @Mutation(() => DeletedRoom, { description: 'Deletes a room and its beds; CONFLICT while a bed is occupied' })
  @Can('rooms.write')
  deleteRoom(@CurrentCaller() caller: RequestCaller, @Args('id', { type: () => ID }, ParseIdPipe) id: number) {
    return this.roomsService.deleteRoom(caller, id);
  }
}
