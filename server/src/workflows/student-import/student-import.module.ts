import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { HousingModule } from '../../housing/housing.module';
import { StudentsModule } from '../../students/students.module';
import { ImportConflicts } from './import-conflicts';
import { StudentImportResolver } from './student-import.resolver';
import { StudentImportService } from './student-import.service';

/** previewStudentImport and importStudents: students from a CSV file (its format and field rules are students/import's). */
@Module({
  imports: [StudentsModule, HousingModule, EventsModule],
  providers: [StudentImportService, ImportConflicts, StudentImportResolver],
})
export class StudentImportModule {}
