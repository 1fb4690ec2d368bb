import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { MonthQuery } from './dto/month.query';
import { ReceiptsService } from './receipts.service';

/** REST: `GET /api/payments/:id/receipt` (PDF) and `GET /api/payments/export.csv?month=YYYY-MM`. */
@Controller('payments')
export class PaymentsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Get('export.csv')
  @Can('payments.read')
  async export(@CurrentCaller() caller: RequestCaller, @Query() query: MonthQuery): Promise<StreamableFile> {
    const { filename, content } = await this.receipts.monthCsv(caller, query.month);
    return new StreamableFile(Buffer.from(content, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${filename}"`,
    });
  }

  @Get(':id/receipt')
  @Can('payments.read')
  async receipt(@CurrentCaller() caller: RequestCaller, @Param('id', ParseIdPipe) id: number): Promise<StreamableFile> {
    const { filename, content } = await this.receipts.receipt(caller, id);
    return new StreamableFile(content, { type: 'application/pdf', disposition: `attachment; filename="${filename}"` });
  }
}
