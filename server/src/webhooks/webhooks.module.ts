import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AlertsModule } from '../alerts/alerts.module';
import { EventsModule } from '../events/events.module';
import { JobsModule } from '../jobs/jobs.module';
import { LedgerModule } from '../ledger/ledger.module';
import { RequestsModule } from '../requests/requests.module';
import { UsersModule } from '../users/users.module';
import { MoneyObjects } from './money-objects';
import { PublicRows } from './public-rows';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookDeliveries } from './webhook-deliveries.service';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEndpoints } from './webhook-endpoints.service';
import { WebhookJobs } from './webhook-jobs';
import { WebhookObjects } from './webhook-objects';
import { WebhooksResolver } from './webhooks.resolver';

/**
 * Signed webhooks from the outbox: a hostel's endpoints, the fan-out of events to them and each delivery's tries,
 * as job kinds of the one queue (`webhooks`, `webhook-delivery`). The only writer of webhook_endpoints and
 * webhook_deliveries; reads other owners' rows to build each event's public object.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookEndpoint, WebhookDelivery]),
    JobsModule,
    EventsModule,
    AlertsModule,
    LedgerModule,
    RequestsModule,
    UsersModule,
  ],
  providers: [
    WebhookEndpoints,
    WebhookDeliveries,
    PublicRows,
    MoneyObjects,
    WebhookObjects,
    WebhookJobs,
    WebhooksResolver,
  ],
})
export class WebhooksModule {}
