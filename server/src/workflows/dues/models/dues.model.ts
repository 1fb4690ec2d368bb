import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MoneyScalar } from '../../../common/money.scalar';
import { StudentModel } from '../../../students/models/student.model';

@ObjectType('DuesPeriod', {
  description: 'The oldest charge a resident has not paid: a rent period or an extra charge',
})
export class DuesPeriodModel {
  @Field({ description: '"Rent Oct-Nov", "Electric"' })
  label: string;

  @Field({ description: 'YYYY-MM-DD: the period’s first day, or the day the charge fell due' })
  startDate: string;

  @Field({ description: 'YYYY-MM-DD: the period’s last day (the due day for a charge that is not rent)' })
  endDate: string;
}

/** The figures of a row and of the totals: for a resident who owes, balance = not yet due + the four buckets + awaiting verification. */
@ObjectType('DuesFigures', { isAbstract: true })
export class DuesFiguresModel {
  @Field(() => MoneyScalar, { description: 'Charges − complete payments, in paise (below zero: credit)' })
  balancePaise: number;

  @Field(() => MoneyScalar, { description: 'Of the balance, what payments waiting for verification cover, in paise' })
  awaitingVerificationPaise: number;

  @Field(() => MoneyScalar, { description: 'Unpaid charges not yet due, in paise' })
  notDuePaise: number;

  @Field(() => MoneyScalar, { description: 'Unpaid 0 to 30 days past the due date, in paise' })
  days0To30Paise: number;

  @Field(() => MoneyScalar, { description: 'Unpaid 31 to 60 days past the due date, in paise' })
  days31To60Paise: number;

  @Field(() => MoneyScalar, { description: 'Unpaid 61 to 90 days past the due date, in paise' })
  days61To90Paise: number;

  @Field(() => MoneyScalar, { description: 'Unpaid more than 90 days past the due date, in paise' })
  days90PlusPaise: number;
}

@ObjectType('DuesRow', { description: 'What one resident owes, aged' })
export class DuesRowModel extends DuesFiguresModel {
  @Field(() => ID, { description: "The resident's id" })
  id: string;

  studentId: number;
  name: string;

  @Field(() => StudentModel, { description: 'The resident who owes' })
  student?: unknown;

  @Field(() => DuesPeriodModel, { nullable: true, description: 'The oldest charge with something unpaid' })
  oldestUnpaid: DuesPeriodModel | null;

  @Field(() => Int, { description: 'Days since the oldest unpaid charge fell due (0 when none has)' })
  daysPastDue: number;

  @Field({ description: 'Something is unpaid past the hostel’s grace days' })
  overdue: boolean;

  @Field({ description: 'Owes something and every rupee of it is paid, waiting for verification' })
  paidAwaitingVerification: boolean;

  @Field({ description: 'Left the hostel: refund paid or archived' })
  leaver: boolean;

  @Field({
    description:
      'The move-out date of their notice passed and the refund is not paid: no rent is billed past it until an admin completes the checkout or extends the stay',
  })
  moveOutPassed: boolean;
}

@ObjectType('DuesTotals', { description: 'Sums over every row the filter and search keep (all pages)' })
export class DuesTotalsModel extends DuesFiguresModel {
  @Field(() => Int, { description: 'Residents who owe something (balance above zero)' })
  residentsOwing: number;
}

@ObjectType('DuesPage', { description: 'One page of the dues list, with totals over every page' })
export class DuesPageModel {
  @Field(() => [DuesRowModel], { description: 'The rows of this page, in the sort asked for' })
  items: DuesRowModel[];

  @Field(() => Int, { description: 'How many residents the filter and search keep, over every page' })
  totalCount: number;

  @Field(() => DuesTotalsModel, { description: 'Sums over every row the filter and search keep' })
  totals: DuesTotalsModel;
}
