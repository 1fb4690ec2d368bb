import { Module } from '@nestjs/common';
import { HostelsModule } from '../../hostels/hostels.module';
import { HousingModule } from '../../housing/housing.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { StudentsModule } from '../../students/students.module';
import { DuesController } from './dues.controller';
import { DuesQuery } from './dues.query';
import { DuesResolver } from './dues.resolver';
import { StatementService } from './statement.service';

/** The dues list (who owes what, aged), its CSV, and a resident's statement of account as a PDF. */
@Module({
  imports: [LedgerModule, StudentsModule, HostelsModule, HousingModule],
  controllers: [DuesController],
  providers: [DuesQuery, DuesResolver, StatementService],
})
export class DuesModule {}
