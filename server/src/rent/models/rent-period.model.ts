import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { WholeNumber } from '../../common/validators';
import { RENT_PERIODS_MAX } from '../rent-limits';
import { MoneyScalar } from '../../common/money.scalar';
import { RENT_PERIOD_STATUSES, RentPeriodStatus } from '@hostel-admin/rules';

export const RentPeriodStatusEnum = Object.fromEntries(RENT_PERIOD_STATUSES.map((s) => [s, s])) as Record<
  RentPeriodStatus,
  RentPeriodStatus
>;
registerEnumType(RentPeriodStatusEnum, {
  name: 'RentPeriodStatus',
  description:
    'paid: settled; awaiting_verification: what is left is covered by payments waiting for an admin to verify them (Paid, awaiting verification); partially_paid: some settled, within the grace period; due: started, nothing settled, within the grace period; overdue: something left past the grace period; upcoming: not started yet',
  valuesMap: {
    paid: { description: "The period's rent is settled by complete payments" },
    awaiting_verification: {
      description:
        'What is left is covered by payments waiting for an admin to verify them (Paid, awaiting verification)',
    },
    partially_paid: { description: "Some of the rent is settled and the hostel's grace days have not passed" },
    due: { description: "Started, nothing settled, and the hostel's grace days have not passed" },
    overdue: { description: "Something is left after the hostel's grace days (`Hostel.rentGraceDays`)" },
    upcoming: { description: 'Not started yet (India date)' },
  },
});

@ObjectType('RentPeriod', {
  description:
    "One period of a resident's rent (a month long, from the day their rent is billed from) and how much of it is settled",
})
export class RentPeriodModel {
  @Field(() => ID, { description: '<studentId>:<startDate>' })
  id: string;

  @Field({ description: 'Month of the start and of the next start, like Nov-Dec' })
  label: string;

  @Field({ description: 'YYYY-MM-DD, an India date: the first day of the period' })
  startDate: string;

  @Field({ description: 'YYYY-MM-DD, the day before the next period starts' })
  endDate: string;

  @Field(() => MoneyScalar, { description: 'Rent of the period in paise (after any reversal)' })
  amountPaise: number;

  @Field(() => MoneyScalar, { description: 'Settled by complete payments, oldest period first, in paise' })
  settledPaise: number;

  @Field(() => MoneyScalar, { description: 'Covered by payments waiting for verification, in paise' })
  pendingPaise: number;

  @Field(() => RentPeriodStatusEnum, { description: 'Where the period stands today (India date)' })
  status: RentPeriodStatus;
}

@ArgsType()
export class RentPeriodsArgs {
  @Field(() => Int, {
    defaultValue: 4,
    description: `Periods to answer, 1 to ${RENT_PERIODS_MAX}: the upcoming one and the most recent`,
  })
  @WholeNumber(1, RENT_PERIODS_MAX)
  count: number = 4;
}
