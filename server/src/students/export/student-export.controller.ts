import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { StudentExportQuery } from './dto/student-export.query';
import { StudentExportService } from './student-export.service';

/** REST: `GET /api/students/export.csv`. */
@Controller('students')
export class StudentExportController {
  constructor(private readonly exporter: StudentExportService) {}

  @Get('export.csv')
  @Can('students.read')
  async export(@CurrentCaller() caller: RequestCaller, @Query() query: StudentExportQuery): Promise<StreamableFile> {
    const { filename, content } = await this.exporter.export(caller, query);
    return new StreamableFile(content, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${filename}"`,
    });
  }
}
