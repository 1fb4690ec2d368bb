import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotencyKeys } from './idempotency-keys.service';

/** Once-only submits for money mutations (idempotency_keys), used inside a workflow's transaction. */
@Module({
  imports: [TypeOrmModule.forFeature([IdempotencyKey])],
  providers: [IdempotencyKeys],
  exports: [IdempotencyKeys],
})
export class IdempotencyModule {}
