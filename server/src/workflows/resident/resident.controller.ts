import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { NotFoundError } from '../../common/errors';
import { ParseIdPipe } from '../../common/validators';
import { ReceiptsService } from '../payments/receipts.service';
import { ResidenceQuery } from './residence.query';

/** REST: `GET /api/resident/payments/:id/receipt`, the signed-in resident's own receipt (PDF); anyone else's is 404. */
@Controller('resident')
export class ResidentController {
  constructor(
    private readonly residence: ResidenceQuery,
    private readonly receipts: ReceiptsService,
  ) {}

  @Get('payments/:id/receipt')
  @Can('resident.self')
  async receipt(@CurrentCaller() caller: RequestCaller, @Param('id', ParseIdPipe) id: number): Promise<StreamableFile> {
    if (!(await this.residence.ownsPayment(caller, id))) throw new NotFoundError('Payment', 'id');
    const { filename, content } = await this.receipts.receipt(caller, id);
    return new StreamableFile(content, { type: 'application/pdf', disposition: `attachment; filename="${filename}"` });
  }
}
