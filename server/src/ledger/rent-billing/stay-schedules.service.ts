import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { HostelsService } from '../../hostels/hostels.service';
import type { RentTerms } from '../../rent/rent-terms.entity';
import { RentTermsService } from '../../rent/rent-terms.service';
import type { Student } from '../../students/student.entity';
import { Checkout } from '../checkout/checkout.entity';
import { RentSchedule, scheduleOf, StayEnd } from './ledger-schedule';

type Resident = Pick<Student, 'id' | 'hostelId' | 'moveInDate' | 'archivedAt'>;

/**
 * A resident's rent schedule from their rows: the terms, the move-out date of their notice and the hostel's rule for
 * the last period, read in the caller's transaction (or outside one for a screen's read) and handed to `scheduleOf`.
 * Every service that bills, previews or shows rent asks here, so no caller forgets the notice.
 */
@Injectable()
export class StaySchedules {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rentTerms: RentTermsService,
    private readonly hostels: HostelsService,
  ) {}

  /** The resident's schedule, or null without rent terms. */
  async of(manager: EntityManager | null, student: Resident): Promise<RentSchedule | null> {
    const m = manager ?? this.dataSource.manager;
    const terms = await this.rentTerms.termsOf(m, student.id);
    return terms ? this.withTerms(m, student, terms) : null;
  }

  /** The schedule of the resident with these terms (a caller about to change them passes the changed ones). */
  async withTerms(
    manager: EntityManager | null,
    student: Resident,
    terms: Pick<RentTerms, 'billFrom' | 'monthlyRentPaise'>,
  ): Promise<RentSchedule> {
    return scheduleOf(student, terms, await this.endOf(manager ?? this.dataSource.manager, student));
  }

  /** Where the stay ends besides an archive: the latest notice's move-out date, and the hostel's last-period rule. */
  async endOf(manager: EntityManager, student: Pick<Student, 'id' | 'hostelId'>): Promise<StayEnd> {
    const checkout = await manager.findOne(Checkout, { where: { studentId: student.id }, order: { id: 'DESC' } });
    const hostel = await this.hostels.getById(student.hostelId, manager);
    return { moveOutDate: checkout?.moveOutDate ?? null, lastPeriod: hostel.lastPeriodRule };
  }
}
