import { Body, Controller, Post, UseInterceptors } from '@nestjs/common';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { LegacyFieldNames } from '../../common/legacy-field-names.interceptor';
import { AddBedRequest } from '../../housing/beds/dto/add-bed.request';
import { LegacyBed, toLegacyBed } from '../../housing/beds/legacy-bed.view';
import { BedAssignmentService } from './bed-assignment.service';

/** Legacy REST: `POST /api/beds/add-bed`. */
@Controller('beds')
@UseInterceptors(new LegacyFieldNames({ studentId: 'current_tenant_id', pricePerMonthPaise: 'price_per_month' }))
export class AddBedController {
  constructor(private readonly assignment: BedAssignmentService) {}

  @Post('add-bed')
  @Can('rooms.write')
  async addBed(@CurrentCaller() caller: RequestCaller, @Body() body: AddBedRequest): Promise<LegacyBed> {
    const bed = await this.assignment.addBed(caller, body.toInput());
    return toLegacyBed(bed, bed.room.roomNumber);
  }
}
