import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { dateInIndia, todayIn } from '../common/calendar';
import { Clock } from '../common/clock';
import type { Student } from '../students/student.entity';
import { RentPeriod, rentPeriods } from './rent-periods';
import { RentTerms } from './rent-terms.entity';

export type RentTermsValues = Pick<RentTerms, 'monthlyRentPaise' | 'rentAgreementDays' | 'noticePeriodDays'> & {
  /** The day billing starts; null or the move-in date itself bills from the move-in date. */
  billFrom?: string | null;
};
export type RentPeriodView = RentPeriod & { id: string };

@Injectable()
export class RentTermsService {
  constructor(
    @InjectRepository(RentTerms) private readonly terms: Repository<RentTerms>,
    private readonly clock: Clock,
  ) {}

  /** Records a resident's rent terms inside the caller's transaction. */
  async record(
    manager: EntityManager,
    student: Pick<Student, 'id' | 'hostelId' | 'moveInDate'>,
    { billFrom, ...values }: RentTermsValues,
  ): Promise<void> {
    await manager.insert(RentTerms, {
      studentId: student.id,
      hostelId: student.hostelId,
      ...values,
      billFrom: billFrom && billFrom !== student.moveInDate ? billFrom : null,
    });
  }

  /** The resident's terms inside the caller's transaction, or null. */
  termsOf(manager: EntityManager, studentId: number): Promise<RentTerms | null> {
    return manager.findOneBy(RentTerms, { studentId });
  }

  /** Sets the day billing starts (null or the move-in date: from the move-in date) inside the caller's transaction. */
  async setBillFrom(manager: EntityManager, studentId: number, billFrom: string | null, moveInDate: string) {
    await manager.update(RentTerms, { studentId }, { billFrom: billFrom && billFrom !== moveInDate ? billFrom : null });
  }

  /** Each resident's terms (or null): the batch function of the rent terms DataLoader. */
  async byStudentIds(studentIds: readonly number[]): Promise<(RentTerms | null)[]> {
    const found = await this.terms.findBy({ studentId: In([...studentIds]) });
    const byStudent = new Map(found.map((t) => [t.studentId, t]));
    return studentIds.map((id) => byStudent.get(id) ?? null);
  }

  /**
   * The resident's rent periods as of today (India), newest first, from the day billing starts (the move-in
   * date unless "Bill rent from" says later); none without terms. An archived resident's end on the day they
   * were archived: nothing after it is due or upcoming.
   */
  periodsOf(
    student: Pick<Student, 'id' | 'moveInDate' | 'archivedAt'>,
    terms: RentTerms | null,
    count: number,
  ): RentPeriodView[] {
    if (!terms) return [];
    const left = student.archivedAt ? dateInIndia(student.archivedAt) : null;
    const periods = rentPeriods(
      terms.billFrom ?? student.moveInDate,
      terms.monthlyRentPaise,
      left ?? todayIn(this.clock),
      left ? count + 1 : count,
    );
    return (left ? periods.filter((p) => p.status === 'due').slice(0, count) : periods).map((p) => ({
      ...p,
      id: `${student.id}:${p.startDate}`,
    }));
  }
}
