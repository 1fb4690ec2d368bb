import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { inputOrArgumentId, looseId, oneForm, useInput } from '../../common/mutation-input';
import { ParseIdPipe } from '../../common/validators';
import { newListArg } from '../../common/pagination';
import { CreateRoomInput } from './dto/create-room.input';
import { DeleteRoomInput } from './dto/delete-room.input';
import { RoomsArgs } from './dto/rooms.args';
import { UpdateRoomInput } from './dto/update-room.input';
import { DeletedRoom } from './models/deleted-room.model';
import { RoomModel, RoomPage } from './models/room.model';
import { RoomsService } from './rooms.service';

const ID_ARG = { type: () => ID, description: "The room's id" };

@Resolver(() => RoomModel)
export class RoomsResolver {
  constructor(private readonly roomsService: RoomsService) {}

  @Query(() => RoomPage, {
    description:
      "The caller's rooms (a superadmin's: every hostel's): search by room number (\"10\" finds 101 and 210), where, orderBy, one page. BAD_USER_INPUT names a bad argument",
  })
  @Can('rooms.read')
  rooms(@CurrentCaller() caller: RequestCaller, @Args() args: RoomsArgs) {
    const filter = newListArg('where', args.where, { filter: args.filter }) ?? args.filter;
    const sort = newListArg('orderBy', args.orderBy, { sort: args.sort }) ?? args.sort;
    return this.roomsService.list(caller, { ...args, filter, sort });
  }

  @Query(() => RoomModel, {
    description: "One of the caller's rooms; an unknown or another hostel's id is NOT_FOUND on `id`",
  })
  @Can('rooms.read')
  room(@CurrentCaller() caller: RequestCaller, @Args('id', ID_ARG, ParseIdPipe) id: number) {
    return this.roomsService.findOne(caller, id);
  }

  @Mutation(() => RoomModel, {
    description:
      'Creates a room with its beds, numbered from 1; answers the room with its beds. BAD_USER_INPUT names a bad field; CONFLICT on `roomNumber` when the hostel has that room; NOT_FOUND on `hostelId` for another hostel',
  })
  @Can('rooms.write')
  createRoom(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { description: 'The room and its beds' }) input: CreateRoomInput,
  ) {
    return this.roomsService.createRoom(caller, input);
  }

  @Mutation(() => RoomModel, {
    description:
      "Changes a room's number, floor, type or AC; bed labels follow the number. NOT_FOUND on `id` for an unknown or another hostel's room; CONFLICT on `roomNumber` when the hostel has that number",
  })
  @Can('rooms.write')
  updateRoom(
    @CurrentCaller() caller: RequestCaller,
    @Args('id', { ...ID_ARG, nullable: true, deprecationReason: useInput('id') }, looseId('id')) id: number | undefined,
    @Args('input', { description: 'The room (id) and what changes; fields left out stay' }) input: UpdateRoomInput,
  ) {
    const { id: inputId, ...changes } = input;
    return this.roomsService.updateRoom(caller, inputOrArgumentId(inputId, id), changes);
  }

  @Mutation(() => DeletedRoom, {
    description:
      "Deletes a room and its beds; past stays keep their history. CONFLICT on `id` while a bed is occupied; NOT_FOUND on `id` for an unknown or another hostel's room",
  })
  @Can('rooms.write')
  async deleteRoom(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => DeleteRoomInput, nullable: true, description: 'The room to delete' })
    input: unknown,
    @Args('id', { ...ID_ARG, nullable: true, deprecationReason: useInput('id') }, looseId('id')) id?: number,
  ) {
    const args = await oneForm(DeleteRoomInput, input, { id }, ['id']);
    return this.roomsService.deleteRoom(caller, args.id);
  }
}
