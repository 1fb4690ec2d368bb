import { Body, Controller, Post, UseInterceptors } from '@nestjs/common';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { LegacyFieldNames } from '../../common/legacy-field-names.interceptor';
import { CreateRoomRequest } from './dto/create-room.request';
import { LegacyRoom, toLegacyRoom } from './legacy-room.view';
import { RoomsService } from './rooms.service';

/** Legacy REST: `POST /api/rooms/create-room`. */
@Controller('rooms')
@UseInterceptors(new LegacyFieldNames())
export class RoomsController {
  constructor(private readonly rooms: RoomsService) {}

  @Post('create-room')
  @Can('rooms.write')
  async createRoom(@CurrentCaller() caller: RequestCaller, @Body() body: CreateRoomRequest): Promise<LegacyRoom> {
    return toLegacyRoom(await this.rooms.createRoom(caller, body.toInput()));
  }
}
