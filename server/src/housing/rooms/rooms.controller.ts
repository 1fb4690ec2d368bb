import { Body, Controller, Post, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { LegacyFieldNames } from '../../common/legacy-field-names.interceptor';
import { ApiErrors } from '../../openapi/error-bodies';
import { CreateRoomRequest } from './dto/create-room.request';
import { LegacyRoomBody } from './dto/legacy-room.response';
import { LegacyRoom, toLegacyRoom } from './legacy-room.view';
import { RoomsService } from './rooms.service';

/** Legacy REST: `POST /api/rooms/create-room`. */
@ApiTags('Rooms and beds')
@Controller('rooms')
@UseInterceptors(new LegacyFieldNames())
export class RoomsController {
  constructor(private readonly rooms: RoomsService) {}

  @ApiOperation({
    operationId: 'createRoom',
    summary: 'Create a room with its beds',
    description: 'The legacy body (snake_case, rent in rupees). The beds are numbered 1 to total_beds and start empty.',
  })
  @ApiCreatedResponse({ type: LegacyRoomBody, description: 'The room and its beds.' })
  @ApiErrors({
    400: 'A field breaks its rule (named in fields, snake_case).',
    404: "hostel_id is not the caller's hostel (fields: hostel_id).",
    409: 'The room number is taken in this hostel (fields: room_number).',
  })
  @Post('create-room')
  @Can('rooms.write')
  async createRoom(@CurrentCaller() caller: RequestCaller, @Body() body: CreateRoomRequest): Promise<LegacyRoom> {
    return toLegacyRoom(await this.rooms.createRoom(caller, body.toInput()));
  }
}
