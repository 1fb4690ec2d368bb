import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SortDirection } from '../../../common/pagination';
import { StudentSortField } from '../../dto/students.args';

/** `GET /api/students/export.csv?search=&sortField=NAME&sortDirection=ASC`: the list as the table shows it. */
export class StudentExportQuery {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(Object.values(StudentSortField), {
    message: `sortField must be one of ${Object.values(StudentSortField).join(', ')}`,
  })
  sortField?: StudentSortField;

  @IsOptional()
  @IsIn(Object.values(SortDirection), { message: 'sortDirection must be ASC or DESC' })
  sortDirection?: SortDirection;
}
