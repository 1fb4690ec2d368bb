import { Module } from '@nestjs/common';
import { StudentsModule } from '../students.module';
import { StudentExportController } from './student-export.controller';
import { StudentExportService } from './student-export.service';

/** The resident list as a CSV download. */
@Module({
  imports: [StudentsModule],
  controllers: [StudentExportController],
  providers: [StudentExportService],
})
export class StudentExportModule {}
