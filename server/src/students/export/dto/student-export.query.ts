import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SortDirection } from '../../../common/pagination';
import { StudentSortField } from '../../dto/students.args';

/** `GET /api/students/export.csv?search=&sortField=NAME&sortDirection=ASC`: the list as the table shows it. */
export class StudentExportQuery {
  @ApiPropertyOptional({ type: 'string', maxLength: 100, description: 'Part of a name, phone, e-mail or room number.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: Object.values(StudentSortField), description: 'NAME when left out.' })
  @IsOptional()
  @IsIn(Object.values(StudentSortField), {
    message: `sortField must be one of ${Object.values(StudentSortField).join(', ')}`,
  })
  sortField?: StudentSortField;

  @ApiPropertyOptional({ enum: Object.values(SortDirection), description: 'ASC when left out.' })
  @IsOptional()
  @IsIn(Object.values(SortDirection), { message: 'sortDirection must be ASC or DESC' })
  sortDirection?: SortDirection;
}
