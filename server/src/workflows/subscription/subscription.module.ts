import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { HostelsModule } from '../../hostels/hostels.module';
import { JobsModule } from '../../jobs/jobs.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { SubscriptionResolver } from './subscription.resolver';
import { SubscriptionService } from './subscription.service';
import { SubscriptionInvoicing } from './subscription-invoicing.service';

/** The hostel's own subscription: plans, a change for the next period, invoices and their payment. */
@Module({
  imports: [EventsModule, HostelsModule, LedgerModule, JobsModule],
  providers: [SubscriptionService, SubscriptionResolver, SubscriptionInvoicing],
  exports: [SubscriptionInvoicing],
})
export class SubscriptionModule {}
