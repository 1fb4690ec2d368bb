import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StudentChanges } from './student-changes.service';
import { StudentListQuery } from './student-list.query';
import { Student } from './student.entity';
import { StudentLoader } from './student.loader';
import { StudentsResolver } from './students.resolver';
import { StudentsService } from './students.service';

@Module({
  imports: [TypeOrmModule.forFeature([Student])],
  providers: [StudentsService, StudentListQuery, StudentChanges, StudentLoader, StudentsResolver],
  exports: [StudentsService, StudentChanges, StudentLoader],
})
export class StudentsModule {}
