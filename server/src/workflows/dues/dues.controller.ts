import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import type { RequestCaller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { Can, CurrentCaller } from '../../common/decorators';
import { ParseIdPipe } from '../../common/validators';
import { HostelsService } from '../../hostels/hostels.service';
import { StudentsService } from '../../students/students.service';
import { duesCsv } from './dues-csv';
import { DuesQuery } from './dues.query';
import { DuesCsvQuery } from './dto/dues.args';
import { StatementQuery } from './dto/statement.query';
import { StatementService } from './statement.service';

/** REST: `GET /api/dues.csv` (the dues list, every page) and `GET /api/students/:id/statement.pdf`. */
@Controller()
export class DuesController {
  constructor(
    private readonly dues: DuesQuery,
    private readonly hostels: HostelsService,
    private readonly students: StudentsService,
    private readonly statements: StatementService,
    private readonly clock: Clock,
  ) {}

  @Get('dues.csv')
  @Can('payments.read')
  async csv(@CurrentCaller() caller: RequestCaller, @Query() query: DuesCsvQuery): Promise<StreamableFile> {
    const hostel = await this.hostels.getById(caller.hostelId);
    const today = todayIn(this.clock);
    const rows = await this.dues.select(hostel.id, query, today, hostel.rentGraceDays);
    const residents = await this.students.byIds(rows.map((row) => row.studentId));
    const rooms = new Map(residents.flatMap((s) => (s ? [[s.id, s.roomNumber] as const] : [])));
    return new StreamableFile(Buffer.from(duesCsv(rows, rooms), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="dues-${today}.csv"`,
    });
  }

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
