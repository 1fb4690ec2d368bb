import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { ApiErrors } from '../../openapi/error-bodies';
import { ApiFileResponse } from '../../openapi/file-responses';
import { StudentExportQuery } from './dto/student-export.query';
import { StudentExportService } from './student-export.service';

/** REST: `GET /api/students/export.csv`. */
@ApiTags('Residents')
@Controller('students')
export class StudentExportController {
  constructor(private readonly exporter: StudentExportService) {}

  @ApiOperation({
    operationId: 'exportStudentsCsv',
    summary: 'The residents list as CSV',
    description:
      "The caller's current residents in the CSV import's columns, in the list's search and order, every page.",
  })
  @ApiFileResponse({ description: 'The CSV file.', mediaTypes: ['text/csv'], filename: 'residents-2026-11-20.csv' })
  @ApiErrors({ 400: 'A query value breaks its rule (named in fields).' })
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
