import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { Caller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import { SortDirection } from '../../common/pagination';
import { csvRow, formulaSafe } from '../csv/csv';
import { StudentSortField } from '../dto/students.args';
import { CSV_COLUMNS } from '../import/student-import.rules';
import { StudentsService, StudentWithRoom } from '../students.service';
import { StudentExportQuery } from './dto/student-export.query';

const EXPORT_CHUNK = 1000;
/** Excel reads a UTF-8 file as UTF-8 only after a byte-order mark; the import skips it. */
const BOM = '\uFEFF';

const rowOf = (s: StudentWithRoom) =>
  csvRow([formulaSafe(s.name), formulaSafe(s.email), formulaSafe(s.phone), s.moveInDate, s.roomNumber]);

/** The resident list as a CSV file in the import's columns: every page of the current search and order. */
@Injectable()
export class StudentExportService {
  constructor(
    private readonly students: StudentsService,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs the search and reads the first rows before answering, so that a failure is an error answer
   * rather than a file cut short; a later failure drops the connection (StreamableFile), which a
   * client sees as an unfinished download, never as a complete file.
   */
  async export(caller: Caller, query: StudentExportQuery): Promise<{ filename: string; content: Readable }> {
    const sort = {
      field: query.sortField ?? StudentSortField.NAME,
      direction: query.sortDirection ?? SortDirection.ASC,
    };
    const chunks = this.students.everyPage(caller, { search: query.search, sort }, EXPORT_CHUNK);
    const first = await chunks.next();
    async function* lines() {
      yield BOM + csvRow(CSV_COLUMNS);
      if (first.done) return;
      yield first.value.map(rowOf).join('');
      for await (const students of chunks) yield students.map(rowOf).join('');
    }
    return { filename: `residents-${todayIn(this.clock)}.csv`, content: Readable.from(lines()) };
  }
}
