import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { Student } from '../students/student.entity';
import { Deposit } from './deposit.entity';
import { addMonths } from '@hostel-admin/rules';

/** A deposit matures three months after it was paid. */
export const DEPOSIT_MATURITY_MONTHS = 3;

export type DepositValues = Pick<Deposit, 'amountPaise' | 'paidOn' | 'method'>;

@Injectable()
export class DepositsService {
  constructor(@InjectRepository(Deposit) private readonly deposits: Repository<Deposit>) {}

  /** Records a resident's deposit inside the caller's transaction. */
  async record(
    manager: EntityManager,
    student: Pick<Student, 'id' | 'hostelId'>,
    values: DepositValues,
  ): Promise<void> {
    await manager.insert(Deposit, { studentId: student.id, hostelId: student.hostelId, ...values });
  }

  /**
   * Each resident's deposit (or null): the batch function of the deposit DataLoader. Inside a transaction, pass
   * its manager: a read through the pool would wait for a second connection while holding the first.
   */
  async byStudentIds(studentIds: readonly number[], manager?: EntityManager): Promise<(Deposit | null)[]> {
    const repository = manager?.getRepository(Deposit) ?? this.deposits;
    const found = await repository.findBy({ studentId: In([...studentIds]) });
    const byStudent = new Map(found.map((d) => [d.studentId, d]));
    return studentIds.map((id) => byStudent.get(id) ?? null);
  }

  maturityDate(deposit: Deposit): string {
    return addMonths(deposit.paidOn, DEPOSIT_MATURITY_MONTHS);
  }
}
