import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { RequestCaller } from '../../common/caller';
import { Can, CurrentCaller } from '../../common/decorators';
import { oneForm } from '../../common/mutation-input';
import {
  ImportStudentsArgs,
  ImportStudentsInput,
  PreviewStudentImportArgs,
  PreviewStudentImportInput,
} from './dto/student-import.args';
import { StudentImportPreviewModel, StudentImportResultModel } from './models/student-import.model';
import { StudentImportService } from './student-import.service';

@Resolver()
export class StudentImportResolver {
  constructor(private readonly importer: StudentImportService) {}

  @Mutation(() => StudentImportPreviewModel, {
    description:
      'Reads a CSV file of residents and says which rows can be imported and why others cannot; writes nothing. BAD_USER_INPUT naming csv for a file over 1 MB or 1000 rows, one that cannot be read, or a header without the columns',
  })
  @Can('students.write')
  async previewStudentImport(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => PreviewStudentImportInput, nullable: true, description: 'The CSV file to read' })
    input: unknown,
    @Args() loose: PreviewStudentImportArgs,
  ) {
    const args = await oneForm(PreviewStudentImportInput, input, loose, ['csv']);
    return this.importer.preview(caller, args.csv);
  }

  @Mutation(() => StudentImportResultModel, {
    description:
      'Adds the residents, all or none, checking every row again; a room number gives the lowest-numbered free bed of that room. BAD_USER_INPUT naming each bad row and field (rows.3.email), also for a phone a current resident has or a room without a free bed',
  })
  @Can('students.write')
  async importStudents(
    @CurrentCaller() caller: RequestCaller,
    @Args('input', { type: () => ImportStudentsInput, nullable: true, description: 'The rows to add' })
    input: unknown,
    @Args() loose: ImportStudentsArgs,
  ) {
    const args = await oneForm(ImportStudentsInput, input, loose, ['rows']);
    return this.importer.importStudents(caller, args.rows);
  }
}
