import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Deposit } from './deposit.entity';
import { DepositLoader } from './deposit.loader';
import { DepositsResolver, StudentDepositResolver } from './deposits.resolver';
import { DepositsService } from './deposits.service';

/** Security deposits; adds Student.deposit to the schema. */
@Module({
  imports: [TypeOrmModule.forFeature([Deposit])],
  providers: [DepositsService, DepositLoader, DepositsResolver, StudentDepositResolver],
  exports: [DepositsService, DepositLoader],
})
export class DepositsModule {}
