import { Module } from '@nestjs/common';
import { LedgerModule } from '../../ledger/ledger.module';
import { DashboardQuery } from './dashboard.query';
import { DashboardResolver } from './dashboard.resolver';

/** The dashboard: figures read across owners (students, rooms, payments) for the caller's hostel; writes nothing. */
@Module({
  imports: [LedgerModule],
  providers: [DashboardQuery, DashboardResolver],
})
export class DashboardModule {}
