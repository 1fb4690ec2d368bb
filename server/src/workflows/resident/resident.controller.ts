import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { NotFoundError } from '../../common/errors';
import { ParseIdPipe } from '../../common/validators';
import { ApiErrors } from '../../openapi/error-bodies';
import { ApiFileResponse } from '../../openapi/file-responses';
import { ReceiptsService } from '../payments/receipts.service';
import { ResidenceQuery } from './residence.query';

/** REST: `GET /api/resident/payments/:id/receipt`, the signed-in resident's own receipt (PDF); anyone else's is 404. */
@ApiTags("A resident's own login")
@Controller('resident')
export class ResidentController {
  constructor(
    private readonly residence: ResidenceQuery,
    private readonly receipts: ReceiptsService,
  ) {}

  @ApiOperation({
    operationId: 'myPaymentReceipt',
    summary: "The signed-in resident's own receipt (PDF)",
    description: "The same receipt as the admin's, for one of the resident's own payments.",
  })
  @ApiParam({ name: 'id', type: 'integer', description: "The payment's id." })
  @ApiFileResponse({ description: 'The PDF file.', mediaTypes: ['application/pdf'], filename: 'receipt-000123.pdf' })
  @ApiErrors({
    400: 'id is not a positive whole number (fields: id).',
    404: "Not one of the resident's own payments (fields: id).",
  })
  @Get('payments/:id/receipt')
  @Can('resident.self')
  async receipt(@CurrentCaller() caller: RequestCaller, @Param('id', ParseIdPipe) id: number): Promise<StreamableFile> {
    if (!(await this.residence.ownsPayment(caller, id))) throw new NotFoundError('Payment', 'id');
    const { filename, content } = await this.receipts.receipt(caller, id);
    return new StreamableFile(content, { type: 'application/pdf', disposition: `attachment; filename="${filename}"` });
  }
}
