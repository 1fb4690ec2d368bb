import { Module } from '@nestjs/common';
import { ActivityModule } from '../../activity/activity.module';
import { RoomsModule } from '../../rooms/rooms.module';
import { StaysModule } from '../../stays/stays.module';
import { StudentsModule } from '../students.module';
import { ImportConflicts } from './import-conflicts';
import { StudentImportResolver } from './student-import.resolver';
import { StudentImportService } from './student-import.service';

/** previewStudentImport and importStudents: residents from a CSV file. */
@Module({
  imports: [StudentsModule, RoomsModule, StaysModule, ActivityModule],
  providers: [StudentImportService, ImportConflicts, StudentImportResolver],
})
export class StudentImportModule {}
