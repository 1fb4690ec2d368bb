import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Deposit } from './deposit.entity';
import { DepositListQuery } from './deposit-list.query';
import { DepositLoader } from './deposit.loader';
import { DepositsResolver } from './deposits.resolver';
import { DepositsService } from './deposits.service';

/** Security deposits and their list (Student.deposit and Deposit.student come from students). */
@Module({
  imports: [TypeOrmModule.forFeature([Deposit])],
  providers: [DepositsService, DepositLoader, DepositsResolver, DepositListQuery],
  exports: [DepositsService, DepositLoader],
})
export class DepositsModule {}
