import { Module } from '@nestjs/common';
import { IdempotencyKeys } from './idempotency-keys.service';

/** Once-only submits for money mutations (idempotency_keys), used inside a workflow's transaction. */
@Module({
  providers: [IdempotencyKeys],
  exports: [IdempotencyKeys],
})
export class IdempotencyModule {}
