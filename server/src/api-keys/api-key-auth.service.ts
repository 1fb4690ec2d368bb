import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { AttemptLimiter } from '../common/attempt-limiter';
import { type ApiKeyCaller, apiKeyCaller } from '../common/caller';
import { Clock } from '../common/clock';
import { ApiKeyAuthenticator } from '../common/credentials';
import { UnauthenticatedError } from '../common/errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { hashApiKeySecret } from './api-key-secrets';
import { apiKeyWords } from './api-key-rules';
import { ApiKey } from './api-key.entity';
import { ApiKeyUsage } from './api-key-usage';
import { statusOf } from './api-keys.service';
import { ApiKeyStatusEnum } from './models/api-key.model';

/**
 * A key's secret to its caller, for `Credentials` (common/credentials.ts), on every request. The row is read each time
 * (one lookup by the unique index on the hash) and nothing about a key is cached: a key revoked or expired on one
 * server answers 401 on every server from the next request.
 */
@Injectable()
export class ApiKeyAuth extends ApiKeyAuthenticator {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly limiter: AttemptLimiter,
    private readonly usage: ApiKeyUsage,
  ) {
    super();
  }

  async authenticate(secret: string, request: Request): Promise<ApiKeyCaller> {
    const key = await this.dataSource.getRepository(ApiKey).findOneBy({ secretHash: hashApiKeySecret(secret) });
    const now = this.clock.now();
    if (!key || statusOf(key, now) !== ApiKeyStatusEnum.active) throw new UnauthenticatedError(apiKeyWords.notValid);
    // The login limits' limiter (per process, a sliding minute): over the limit is 429 with Retry-After, before the
    // request writes anything.
    this.limiter.hit(`api-key:${key.id}`, this.config.apiKeys.requestsPerMinute, 60, apiKeyWords.tooManyRequests);
    await this.usage.record(key, request.ip ?? null, now);
    return apiKeyCaller({
      keyId: key.id,
      keyName: key.name,
      hostelId: key.hostelId,
      issuedBy: key.createdBy,
      access: key.access,
    });
  }
}
