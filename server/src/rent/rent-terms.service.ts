import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { Student } from '../students/student.entity';
import { RentTerms } from './rent-terms.entity';

export type RentTermsValues = Pick<RentTerms, 'monthlyRentPaise' | 'rentAgreementDays' | 'noticePeriodDays'> & {
  /** The day billing starts; null or the move-in date itself bills from the move-in date. */
  billFrom?: string | null;
};

@Injectable()
export class RentTermsService {
  constructor(@InjectRepository(RentTerms) private readonly terms: Repository<RentTerms>) {}

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
}
