import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Caller } from '../../common/caller';
import { todayIn } from '../../common/calendar';
import { Clock } from '../../common/clock';
import type { Charge } from '../../ledger/charges/charge.entity';
import { LedgerBook } from '../../ledger/ledger-book.service';
import { periodsToBill } from '../../ledger/rent-billing/ledger-schedule';
import { paymentEffect } from '../../ledger/payments/payment-effect';
import { RentTermsService } from '../../rent/rent-terms.service';
import { StudentsService } from '../../students/students.service';
import type { PaymentPreviewArgs, PaymentPreviewModel } from './dto/payment-preview';
import { VERIFIED_METHODS } from '@hostel-admin/rules';
import { StaySchedules } from '../../ledger/rent-billing/stay-schedules.service';

/**
 * What Record payment's confirmation says before anything is written: the charges the amount would settle and the
 * balance after it, by the same arithmetic recording uses (ledger/payments/payment-effect.ts). Recording bills the started
 * rent periods first, so the preview counts those periods too (in memory; a read writes nothing).
 */
@Injectable()
export class PaymentPreviewService {
  constructor(
    private readonly schedules: StaySchedules,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly students: StudentsService,
    private readonly rentTerms: RentTermsService,
    private readonly book: LedgerBook,
  ) {}

  async preview(caller: Caller, args: PaymentPreviewArgs): Promise<PaymentPreviewModel> {
    const student = await this.students.findOne(caller, args.studentId);
    const today = todayIn(this.clock);
    const manager = this.dataSource.manager;
    const state = await this.book.state(manager, student.id);
    const schedule = await this.schedules.of(manager, student);
    const unbilled: Charge[] = [];
    if (schedule) {
      const billed = new Set(state.charges.filter((c) => c.kind === 'rent').map((c) => c.rentPeriod));
      const due = periodsToBill(schedule, today, billed, state.rents);
      // Ids after every real charge's, so a period billed now sorts as it will once billed.
      due.forEach(({ period, amountPaise }, index) =>
        unbilled.push({
          id: Number.MAX_SAFE_INTEGER - due.length + index,
          hostelId: student.hostelId,
          studentId: student.id,
          kind: 'rent',
          rentPeriod: period.startDate,
          periodEnd: period.endDate,
          label: `Rent ${period.label}`,
          amountPaise,
          reason: null,
          comment: null,
          dueDate: period.startDate,
          reversesChargeId: null,
          createdBy: null,
          createdAt: new Date(0),
        }),
      );
    }
    const effect = paymentEffect(state, args.amountPaise, unbilled);
    return {
      studentId: student.id,
      amountPaise: effect.amountPaise,
      settles: effect.items.map((item) => ({
        label: item.label,
        amountPaise: item.paise,
        chargePaise: item.chargePaise,
        whole: item.whole,
        cleared: item.cleared,
      })),
      advancePaise: effect.advancePaise,
      balanceAfterPaise: effect.balanceAfterPaise,
      pendingBeforePaise: effect.pendingBeforePaise,
      countsOnceVerified: VERIFIED_METHODS.includes(args.method ?? 'cash'),
    };
  }
}
