import { IsOptional } from 'class-validator';
import { CalendarDate } from '../../../students/dto/person-rules';

/** `GET /api/students/:id/statement.pdf?from=YYYY-MM-DD&to=YYYY-MM-DD`: the whole stay when left out. */
export class StatementQuery {
  @IsOptional()
  @CalendarDate()
  from?: string;

  @IsOptional()
  @CalendarDate()
  to?: string;
}
