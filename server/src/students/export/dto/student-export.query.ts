import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { bothNamesSchema, distinctValues, FromEnumName, lowerNames } from '../../../common/enum-names';
import { SortDirection } from '../../../common/pagination';
import { StudentSortField } from '../../dto/students.args';

/**
 * `GET /api/students/export.csv?search=&sortField=name&sortDirection=asc`: the list as the table shows it; the
 * deprecated UPPER names (`NAME`, `ASC`) are still taken (common/enum-names.ts).
 */
export class StudentExportQuery {
  @ApiPropertyOptional({ type: 'string', maxLength: 100, description: 'Part of a name, phone, e-mail or room number.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional(bothNamesSchema(StudentSortField, 'name when left out. The UPPER names are deprecated.'))
  @IsOptional()
  @FromEnumName(StudentSortField)
  @IsIn(distinctValues(StudentSortField), {
    message: `sortField must be one of ${lowerNames(StudentSortField).join(', ')}`,
  })
  sortField?: StudentSortField;

  @ApiPropertyOptional(bothNamesSchema(SortDirection, 'asc when left out. The UPPER names are deprecated.'))
  @IsOptional()
  @FromEnumName(SortDirection)
  @IsIn(distinctValues(SortDirection), { message: 'sortDirection must be asc or desc' })
  sortDirection?: SortDirection;
}
