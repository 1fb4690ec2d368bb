import { Module } from '@nestjs/common';
import { HostelsModule } from '../../hostels/hostels.module';
import { HousingModule } from '../../housing/housing.module';
import { IdempotencyModule } from '../../idempotency/idempotency.module';
import { JobsModule } from '../../jobs/jobs.module';
import { LedgerModule } from '../../ledger/ledger.module';
import { RentModule } from '../../rent/rent.module';
import { StudentsModule } from '../../students/students.module';
import { UsersModule } from '../../users/users.module';
import { MonthLedgerQuery } from './month-ledger.query';
import { PaymentMonthQuery } from './payment-month.query';
import { PaymentReversalsService } from './payment-reversals.service';
import { PaymentsController } from './payments.controller';
import {
  PaymentChangeResolver,
  PaymentsResolver,
  PaymentStudentResolver,
  StudentPaymentRowResolver,
} from './payments.resolver';
import { PaymentPreviewService } from './payment-preview.service';
import { PaymentsService } from './payments.service';
import { ReceiptsService } from './receipts.service';

/** Payments: recording, verifying, voiding and rejecting them, the month's summary and table, receipts and the CSV export. */
@Module({
  imports: [
    StudentsModule,
    HousingModule,
    HostelsModule,
    RentModule,
    LedgerModule,
    UsersModule,
    JobsModule,
    IdempotencyModule,
  ],
  controllers: [PaymentsController],
  providers: [
    PaymentsService,
    PaymentReversalsService,
    PaymentPreviewService,
    PaymentMonthQuery,
    MonthLedgerQuery,
    ReceiptsService,
    PaymentsResolver,
    PaymentChangeResolver,
    StudentPaymentRowResolver,
    PaymentStudentResolver,
  ],
  exports: [ReceiptsService],
})
export class PaymentsModule {}
