import { Body, Controller, Post, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { LegacyFieldNames } from '../../common/legacy-field-names.interceptor';
import { AddBedRequest } from '../../housing/beds/dto/add-bed.request';
import { LegacyBedBody } from '../../housing/beds/dto/legacy-bed.response';
import { ApiErrors } from '../../openapi/error-bodies';
import { LegacyBed, toLegacyBed } from '../../housing/beds/legacy-bed.view';
import { BedAssignmentService } from './bed-assignment.service';

/** Legacy REST: `POST /api/beds/add-bed`. */
@ApiTags('Rooms and beds')
@Controller('beds')
@UseInterceptors(new LegacyFieldNames({ studentId: 'current_tenant_id', pricePerMonthPaise: 'price_per_month' }))
export class AddBedController {
  constructor(private readonly assignment: BedAssignmentService) {}

  @ApiOperation({
    operationId: 'addBed',
    summary: 'Add a bed to a room, optionally with its resident',
    description:
      'The legacy body (snake_case, rent in rupees). With current_tenant_id the resident (of the hostel, without a bed) is seated in the new bed from today.',
  })
  @ApiCreatedResponse({ type: LegacyBedBody, description: 'The new bed.' })
  @ApiErrors({
    400: 'A field breaks its rule (named in fields, snake_case).',
    404: "The room or the resident is not in the caller's hostel (fields: room_id or current_tenant_id).",
    409: 'The bed number is taken in the room (fields: bed_number), the room is full, or the resident already has a bed (fields: current_tenant_id).',
  })
  @Post('add-bed')
  @Can('rooms.write')
  async addBed(@CurrentCaller() caller: RequestCaller, @Body() body: AddBedRequest): Promise<LegacyBed> {
    const bed = await this.assignment.addBed(caller, body.toInput());
    return toLegacyBed(bed, bed.room.roomNumber);
  }
}
