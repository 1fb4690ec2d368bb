import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { RequestsModule } from '../../requests/requests.module';
import { DashboardQuery } from './dashboard.query';
import { DashboardResolver } from './dashboard.resolver';

/** The dashboard: figures read across owners (students, rooms, payments, requests) for the caller's hostel; writes nothing. */
@Module({
  imports: [LedgerModule, RequestsModule, EventsModule],
  providers: [DashboardQuery, DashboardResolver],
})
export class DashboardModule {}
