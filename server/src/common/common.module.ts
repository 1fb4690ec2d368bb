import { Global, Module } from '@nestjs/common';
import { Transactions } from './transactions';

@Global()
@Module({ providers: [Transactions], exports: [Transactions] })
export class CommonModule {}
