import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { StudentsModule } from '../students/students.module';
import { VisitorListQuery } from './visitor-list.query';
import { Visitor } from './visitor.entity';
import { VisitorsResolver } from './visitors.resolver';
import { VisitorsService } from './visitors.service';
import { UsersModule } from '../users/users.module';

/** Visitor Management: the only writer of `visitors`; the resident visited is read from students. */
@Module({
  imports: [TypeOrmModule.forFeature([Visitor]), EventsModule, StudentsModule, UsersModule],
  providers: [VisitorsService, VisitorListQuery, VisitorsResolver],
  exports: [VisitorsService],
})
export class VisitorsModule {}
