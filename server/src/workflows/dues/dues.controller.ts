import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { Can, CurrentCaller } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { HostelsService } from '../../hostels/hostels.service';
import { ApiErrors } from '../../openapi/error-bodies';
import { ApiFileResponse } from '../../openapi/file-responses';
import { StudentsService } from '../../students/students.service';
import { duesCsv } from './dues-csv';
import { DuesQuery } from './dues.query';
import { DuesCsvQuery, DUES_SORT_ORDER } from './dto/dues.args';
import { StatementQuery } from './dto/statement.query';
import { StatementService } from './statement.service';

/** REST: `GET /api/dues.csv` (the dues list, every page) and `GET /api/students/:id/statement.pdf`. */
@ApiTags('Money')
@Controller()
export class DuesController {
  constructor(
    private readonly dues: DuesQuery,
    private readonly hostels: HostelsService,
    private readonly students: StudentsService,
    private readonly statements: StatementService,
    private readonly clock: Clock,
  ) {}

  @ApiOperation({
    operationId: 'exportDuesCsv',
    summary: 'Who owes what, as CSV',
    description:
      "Every row of the Dues list as the screen shows it (search, filter, sort), every page. The caller's hostel.",
  })
  @ApiFileResponse({ description: 'The CSV file.', mediaTypes: ['text/csv'], filename: 'dues-2026-11-20.csv' })
  @ApiErrors({ 400: 'A query value breaks its rule (named in fields).' })
  @Get('dues.csv')
  @Can('payments.read')
  async csv(@CurrentCaller() caller: RequestCaller, @Query() query: DuesCsvQuery): Promise<StreamableFile> {
    const hostel = await this.hostels.getById(caller.hostelId);
    const today = todayIn(this.clock);
    const order = query.sort ? DUES_SORT_ORDER[query.sort] : undefined;
    const rows = await this.dues.select(hostel.id, { ...query, order }, today, hostel.rentGraceDays);
    const residents = await this.students.byIds(rows.map((row) => row.studentId));
    const rooms = new Map(residents.flatMap((s) => (s ? [[s.id, s.roomNumber] as const] : [])));
    return new StreamableFile(Buffer.from(duesCsv(rows, rooms), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="dues-${today}.csv"`,
    });
  }

  @ApiOperation({
    operationId: 'residentStatement',
    summary: "A resident's statement of account (PDF)",
    description: 'Opening balance, every charge and payment between from and to, and the closing balance.',
  })
  @ApiParam({ name: 'id', type: 'integer', description: "The resident's id." })
  @ApiFileResponse({
    description: 'The PDF file.',
    mediaTypes: ['application/pdf'],
    filename: 'statement-aarav-mehta-2026-04-01-2026-11-20.pdf',
  })
  @ApiErrors({
    400: 'id is not a positive whole number, a date is not YYYY-MM-DD, or to is before from (named in fields).',
    404: "No such resident in the caller's hostel.",
  })
  @Get('students/:id/statement.pdf')
  @Can('payments.read')
  async statement(
    @CurrentCaller() caller: RequestCaller,
    @Param('id', ParseIdPipe) id: number,
    @Query() query: StatementQuery,
  ): Promise<StreamableFile> {
    const { filename, content } = await this.statements.pdf(caller, id, query);
    return new StreamableFile(content, { type: 'application/pdf', disposition: `attachment; filename="${filename}"` });
  }
}
