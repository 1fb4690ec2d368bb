import { Global, Module } from '@nestjs/common';
import { AttemptLimiter } from './attempt-limiter';
import { DatabaseState } from './database-state';
import { Transactions } from './transactions';

/** One `AttemptLimiter` for the process: the login limits (auth/) and each API key's request limit (api-keys/). */
@Global()
@Module({
  providers: [Transactions, DatabaseState, AttemptLimiter],
  exports: [Transactions, DatabaseState, AttemptLimiter],
})
export class CommonModule {}
