import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyAuthenticator, Credentials } from '../common/credentials';
import { EventsModule } from '../events/events.module';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { ApiKeyAuth } from './api-key-auth.service';
import { ApiKeyUsage } from './api-key-usage';
import { ApiKey } from './api-key.entity';
import { ApiKeysResolver } from './api-keys.resolver';
import { ApiKeysService } from './api-keys.service';
import { GraphQLAccessPlugin } from './graphql-access.plugin';

/**
 * API keys: the only writer of api_keys. It also provides the guard's credential resolution (`Credentials`, in
 * common/, which imports no domain) with its key side, and GraphQL's request-level checks that use it (a key's
 * limit, production's introspection).
 */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKey]), EventsModule, IdempotencyModule],
  providers: [
    ApiKeysService,
    ApiKeysResolver,
    ApiKeyUsage,
    ApiKeyAuth,
    { provide: ApiKeyAuthenticator, useExisting: ApiKeyAuth },
    Credentials,
    GraphQLAccessPlugin,
  ],
  exports: [Credentials],
})
export class ApiKeysModule {}
