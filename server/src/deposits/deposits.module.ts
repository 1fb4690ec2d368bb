import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Deposit } from './deposit.entity';
import { DepositLoader } from './deposit.loader';
import { DepositsResolver } from './deposits.resolver';
import { DepositsService } from './deposits.service';

/** Security deposits (Student.deposit comes from students). */
@Module({
  imports: [TypeOrmModule.forFeature([Deposit])],
  providers: [DepositsService, DepositLoader, DepositsResolver],
  exports: [DepositsService, DepositLoader],
})
export class DepositsModule {}
