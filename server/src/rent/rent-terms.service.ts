import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { dateInIndia, todayIn } from '../common/calendar';
import { Clock } from '../common/clock';
import type { Student } from '../students/student.entity';
import { RentPeriod, rentPeriods } from './rent-periods';
import { RentTerms } from './rent-terms.entity';

export type RentTermsValues = Pick<RentTerms, 'monthlyRentPaise' | 'rentAgreementDays' | 'noticePeriodDays'>;
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
    student: Pick<Student, 'id' | 'hostelId'>,
    values: RentTermsValues,
  ): Promise<void> {
    await manager.insert(RentTerms, { studentId: student.id, hostelId: student.hostelId, ...values });
  }

  /** Each resident's terms (or null): the batch function of the rent terms DataLoader. */
  async byStudentIds(studentIds: readonly number[]): Promise<(RentTerms | null)[]> {
    const found = await this.terms.findBy({ studentId: In([...studentIds]) });
    const byStudent = new Map(found.map((t) => [t.studentId, t]));
    return studentIds.map((id) => byStudent.get(id) ?? null);
  }

  /**
   * The resident's rent periods as of today (India), newest first; none without terms. An archived
   * resident's end on the day they were archived: nothing after it is due or upcoming.
   */
  periodsOf(
    student: Pick<Student, 'id' | 'moveInDate' | 'archivedAt'>,
    terms: RentTerms | null,
    count: number,
  ): RentPeriodView[] {
    if (!terms) return [];
    const left = student.archivedAt ? dateInIndia(student.archivedAt) : null;
    const periods = rentPeriods(
      student.moveInDate,
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
