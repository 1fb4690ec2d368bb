import { ArgsType, Field, Int, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsIn, IsInt, Min } from 'class-validator';
import { bothNamesMap, lowerNames } from '../../../common/enum-names';
import { MonthText } from './payments.args';

/** The figures of the month equation whose ledger rows can be listed. */
export enum MonthLedgerPart {
  RENT = 'RENT',
  EXTRA = 'EXTRA',
  COLLECTED = 'COLLECTED',
  ADJUSTMENTS = 'ADJUSTMENTS',
  PENDING = 'PENDING',
  REFUNDS = 'REFUNDS',
  REJECTED = 'REJECTED',
  // The lower_snake_case names (issue 36), the same values: see common/enum-names.ts.
  /* eslint-disable @typescript-eslint/no-duplicate-enum-values -- both names of a value, on purpose */
  rent = 'RENT',
  extra = 'EXTRA',
  collected = 'COLLECTED',
  adjustments = 'ADJUSTMENTS',
  pending = 'PENDING',
  refunds = 'REFUNDS',
  rejected = 'REJECTED',
  /* eslint-enable @typescript-eslint/no-duplicate-enum-values */
}
registerEnumType(MonthLedgerPart, {
  name: 'MonthLedgerPart',
  description:
    'rent and extra: billed; collected: complete payments; adjustments: every other charge row and voided payments; ' +
    'pending: payments waiting for verification; refunds: deposits paid back; rejected: payments an admin rejected ' +
    '(never collected: in no figure)',
  valuesMap: bothNamesMap({
    RENT: { description: 'Rent charges that fell due in the month' },
    EXTRA: { description: 'Extra charges (electric, water, maintenance, other) added in the month' },
    COLLECTED: { description: 'Complete payments (cash, or verified) made in the month' },
    ADJUSTMENTS: {
      description:
        'Every other charge row of the month (discounts, waivers, write-offs, deductions…) and voided payments',
    },
    PENDING: { description: 'Payments made in the month that wait for verification' },
    REFUNDS: { description: 'Deposits paid back to leavers in the month' },
    REJECTED: { description: 'Payments made in the month that an admin rejected; in no figure' },
  }),
});

const ROW_PAGE_SIZES = [10, 25, 50, 100];

@ArgsType()
export class MonthLedgerRowsArgs {
  @Field({ description: "The month, YYYY-MM (India's calendar), from 2000-01 on" })
  @MonthText()
  month: string;

  @Field(() => MonthLedgerPart, { description: "Which figure of the month's equation to list the rows of" })
  @IsEnum(MonthLedgerPart, { message: `part must be one of ${lowerNames(MonthLedgerPart).join(', ')}` })
  part: MonthLedgerPart;

  @Field(() => Int, { defaultValue: 1, description: 'First page is 1' })
  @IsInt()
  @Min(1)
  page: number = 1;

  @Field(() => Int, { defaultValue: 25, description: 'One of 10, 25, 50, 100' })
  @IsIn(ROW_PAGE_SIZES, { message: 'pageSize must be one of 10, 25, 50, 100' })
  pageSize: number = 25;
}
