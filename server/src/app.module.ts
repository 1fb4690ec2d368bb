import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { join } from 'node:path';
import { EventsModule } from './events/events.module';
import { AuthModule } from './auth/auth.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { Clock } from './common/clock';
import { AppAuthGuard } from './common/auth.guard';
import { CommonModule } from './common/common.module';
import { formatGraphQLError, subscriptionsRule } from './common/graphql-errors';
import { queryLimitsRule } from './common/graphql-limits';
import { describeRootAccess } from './common/schema-access';
import { AppConfig, REPO_ROOT } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { SeedModule } from './database/seed/seed.module';
import { DepositsModule } from './deposits/deposits.module';
import { DevModule } from './dev/dev.module';
import { HealthModule } from './health/health.module';
import { HostelsModule } from './hostels/hostels.module';
import { HousingModule } from './housing/housing.module';
import { LoggingModule } from './logging/logging.module';
import { RentModule } from './rent/rent.module';
import { SmsModule } from './sms/sms.module';
import { StudentExportModule } from './students/export/student-export.module';
import { StudentPhotosModule } from './students/photo/student-photos.module';
import { StudentsModule } from './students/students.module';
import { UsersModule } from './users/users.module';
import { BedAssignmentModule } from './workflows/bed-assignment/bed-assignment.module';
import { CheckInModule } from './workflows/check-in/check-in.module';
import { StudentChangesModule } from './workflows/student-changes/student-changes.module';
import { StudentImportModule } from './workflows/student-import/student-import.module';
import { PaymentsModule } from './workflows/payments/payments.module';
import { DuesModule } from './workflows/dues/dues.module';
import { ChargesModule } from './workflows/charges/charges.module';
import { RentChangesModule } from './workflows/rent-changes/rent-changes.module';
import { CheckoutModule } from './workflows/checkout/checkout.module';
import { SubscriptionModule } from './workflows/subscription/subscription.module';
import { LedgerModule } from './ledger/ledger.module';
import { JobsModule } from './jobs/jobs.module';
import { AlertsModule } from './alerts/alerts.module';
import { RequestsModule } from './requests/requests.module';
import { DashboardModule } from './workflows/dashboard/dashboard.module';
import { VisitorsModule } from './visitors/visitors.module';
import { NotificationsModule } from './notifications/notifications.module';
import { NotificationSubmitsModule } from './workflows/notifications/notification-submits.module';
import { ResidentModule } from './workflows/resident/resident.module';
import { MealsModule } from './meals/meals.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, clock),
        LoggingModule.forRoot(config),
        DatabaseModule,
        CommonModule,
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql',
          // The committed schema.graphql is written by development runs (`npm start`, `npm run codegen`); tests and
          // production keep the schema in memory (the API tests boot hundreds of apps, on two workers at once).
          autoSchemaFile: config.nodeEnv === 'development' ? join(REPO_ROOT, 'schema.graphql') : true,
          sortSchema: true,
          // Each root field's description ends with who may call it, read from its handler's decorator
          // (common/schema-access.ts): the served schema and the written schema.graphql both carry it.
          transformSchema: describeRootAccess,
          transformAutoSchemaFile: true,
          // Each boot of a test runs no introspection query to check the schema it built: Apollo Server validates
          // the schema as it starts, in every environment, and this check only repeats that work.
          buildSchemaOptions: { skipCheck: config.nodeEnv === 'test' },
          // In production only a signed-in caller or an API key is answered (api-keys/graphql-access.plugin.ts).
          introspection: config.graphql.introspection,
          playground: false,
          context: ({ req, res }: { req: Request; res: Response }) => ({ req, res }),
          parseOptions: { maxTokens: config.graphql.maxTokens },
          validationRules: [subscriptionsRule, queryLimitsRule(config.graphql)],
          // Errors of field resolvers (a bad rentPeriods count) get the same codes and fields as the rest.
          fieldResolverEnhancers: ['filters'],
          formatError: formatGraphQLError,
          // Apollo's cache control plugin, on by default, wraps every field's resolver to collect cache hints this API
          // never sends (no CDN reads them): about a tenth of a large answer's execution (bench/README.md).
          plugins: [ApolloServerPluginCacheControlDisabled()],
          includeStacktraceInErrorResponses: config.graphql.stacktraces,
        }),
        HealthModule,
        SmsModule.forRoot(config),
        HostelsModule,
        UsersModule,
        AuthModule,
        ApiKeysModule,
        EventsModule,
        HousingModule,
        RentModule,
        DepositsModule,
        StudentsModule,
        StudentExportModule,
        StudentPhotosModule,
        CheckInModule,
        BedAssignmentModule,
        StudentChangesModule,
        StudentImportModule,
        LedgerModule,
        PaymentsModule,
        DuesModule,
        ChargesModule,
        RentChangesModule,
        CheckoutModule,
        SubscriptionModule,
        JobsModule,
        AlertsModule,
        RequestsModule,
        DashboardModule,
        VisitorsModule,
        NotificationsModule,
        NotificationSubmitsModule,
        ResidentModule,
        MealsModule,
        WebhooksModule,
        SeedModule,
        DevModule.forRoot(config),
      ],
      providers: [{ provide: APP_GUARD, useClass: AppAuthGuard }],
    };
  }
}
