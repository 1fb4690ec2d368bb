import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import type { AuthUser } from '../../common/auth-user';
import { Can, CurrentUser } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { MonthQuery } from './dto/month.query';
import { ReceiptsService } from './receipts.service';

/** REST: `GET /api/payments/:id/receipt` (PDF) and `GET /api/payments/export.csv?month=YYYY-MM`. */
@Controller('payments')
export class PaymentsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Get('export.csv')
  @Can('payments.read')
  async export(@CurrentUser() user: AuthUser, @Query() query: MonthQuery): Promise<StreamableFile> {
    const { filename, content } = await this.receipts.monthCsv(user, query.month);
    return new StreamableFile(Buffer.from(content, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${filename}"`,
    });
  }

  @Get(':id/receipt')
  @Can('payments.read')
  async receipt(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<StreamableFile> {
    const { filename, content } = await this.receipts.receipt(user, id);
    return new StreamableFile(content, { type: 'application/pdf', disposition: `attachment; filename="${filename}"` });
  }
}
