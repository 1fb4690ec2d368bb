import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { HostelsModule } from '../hostels/hostels.module';
import { Request } from './request.entity';
import { RequestCounts } from './request-counts';
import { RequestHistoryLoader } from './request-history.loader';
import { RequestListQuery } from './request-list.query';
import { RequestSearchModule } from './request-search.module';
import { RequestStatusChange } from './request-status-change.entity';
import { RequestTarget } from './request-target.entity';
import { RequestTargetsService } from './request-targets.service';
import { RequestViews } from './request-views';
import { RequestsResolver } from './requests.resolver';
import { RequestsService } from './requests.service';
import { UsersModule } from '../users/users.module';

/** Residents' requests: raised, moved through their statuses, listed and counted against the hostel's targets. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Request, RequestStatusChange, RequestTarget]),
    EventsModule,
    HostelsModule,
    UsersModule,
    RequestSearchModule,
  ],
  providers: [
    RequestsService,
    RequestCounts,
    RequestHistoryLoader,
    RequestListQuery,
    RequestTargetsService,
    RequestViews,
    RequestsResolver,
  ],
  exports: [RequestsService, RequestListQuery, RequestViews],
})
export class RequestsModule {}
