import { Global, Module } from '@nestjs/common';
import { AttemptLimiter } from './attempt-limiter';
import { DatabaseState } from './database-state';
import { OutboxSignal } from './outbox-signal';
import { Transactions } from './transactions';

/**
 * One `AttemptLimiter` for the process (the login limits, each API key's request limit) and one `OutboxSignal` (what
 * committed transactions tell the job worker).
 */
@Global()
@Module({
  providers: [Transactions, DatabaseState, AttemptLimiter, OutboxSignal],
  exports: [Transactions, DatabaseState, AttemptLimiter, OutboxSignal],
})
export class CommonModule {}
