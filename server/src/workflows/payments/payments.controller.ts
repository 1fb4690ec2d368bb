import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { ApiErrors } from '../../openapi/error-bodies';
import { ApiFileResponse } from '../../openapi/file-responses';
import { MonthQuery } from './dto/month.query';
import { ReceiptsService } from './receipts.service';

/** REST: `GET /api/payments/:id/receipt` (PDF) and `GET /api/payments/export.csv?month=YYYY-MM`. */
@ApiTags('Money')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @ApiOperation({
    operationId: 'exportPaymentsCsv',
    summary: "The month's ledger as CSV, for the accountant",
    description:
      "Every ledger row behind each figure of the month (rent and extra charges billed, collected, adjustments and voids, pending verification, refunds, rejected payments), then the month's equation; amounts in rupees with two decimals, signed as they move the figure. The caller's hostel.",
  })
  @ApiFileResponse({
    description: 'The CSV file.',
    mediaTypes: ['text/csv'],
    filename: 'payments-2026-11.csv',
  })
  @ApiErrors({ 400: 'month is not a month written YYYY-MM (fields: month).' })
  @Get('export.csv')
  @Can('payments.read')
  async export(@CurrentCaller() caller: RequestCaller, @Query() query: MonthQuery): Promise<StreamableFile> {
    const { filename, content } = await this.receipts.monthCsv(caller, query.month);
    return new StreamableFile(Buffer.from(content, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${filename}"`,
    });
  }

  @ApiOperation({
    operationId: 'paymentReceipt',
    summary: "A payment's receipt (PDF)",
    description:
      'The receipt as printed: number, hostel, resident, periods settled, amount, method and reference, balance after; a voided or rejected payment says so.',
  })
  @ApiParam({ name: 'id', type: 'integer', description: "The payment's id." })
  @ApiFileResponse({ description: 'The PDF file.', mediaTypes: ['application/pdf'], filename: 'receipt-000123.pdf' })
  @ApiErrors({
    400: 'id is not a positive whole number (fields: id).',
    404: "No such payment in the caller's hostel.",
  })
  @Get(':id/receipt')
  @Can('payments.read')
  async receipt(@CurrentCaller() caller: RequestCaller, @Param('id', ParseIdPipe) id: number): Promise<StreamableFile> {
    const { filename, content } = await this.receipts.receipt(caller, id);
    return new StreamableFile(content, { type: 'application/pdf', disposition: `attachment; filename="${filename}"` });
  }
}
