import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { CalendarDate } from '../../../students/dto/person-rules';

/** `GET /api/students/:id/statement.pdf?from=YYYY-MM-DD&to=YYYY-MM-DD`: the whole stay when left out. */
export class StatementQuery {
  @ApiPropertyOptional({
    type: 'string',
    format: 'date',
    description: 'First day, YYYY-MM-DD; the move-in date (or an earlier entry) when left out.',
  })
  @IsOptional()
  @CalendarDate()
  from?: string;

  @ApiPropertyOptional({
    type: 'string',
    format: 'date',
    description: 'Last day, YYYY-MM-DD, on or after from; today (or a later entry) when left out.',
  })
  @IsOptional()
  @CalendarDate()
  to?: string;
}
