import { dateInIndia } from '../common/calendar';
import type { RentTerms } from '../rent/rent-terms.entity';
import type { Student } from '../students/student.entity';
import type { RentSchedule } from './ledger.service';

/** A resident's rent schedule from their terms: billed from "bill rent from" (else move-in) until they leave. */
export function scheduleOf(
  student: Pick<Student, 'id' | 'hostelId' | 'moveInDate' | 'archivedAt'>,
  terms: Pick<RentTerms, 'billFrom' | 'monthlyRentPaise'>,
): RentSchedule {
  return {
    studentId: student.id,
    hostelId: student.hostelId,
    billFrom: terms.billFrom ?? student.moveInDate,
    monthlyRentPaise: terms.monthlyRentPaise,
    endsOn: student.archivedAt ? dateInIndia(student.archivedAt) : null,
  };
}
