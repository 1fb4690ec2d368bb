import { Global, Module } from '@nestjs/common';
import { DatabaseState } from './database-state';
import { Transactions } from './transactions';

@Global()
@Module({ providers: [Transactions, DatabaseState], exports: [Transactions, DatabaseState] })
export class CommonModule {}
