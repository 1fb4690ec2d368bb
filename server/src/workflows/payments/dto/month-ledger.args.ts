import { ArgsType, Field, Int, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsIn, IsInt, Min } from 'class-validator';
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
}
registerEnumType(MonthLedgerPart, {
  name: 'MonthLedgerPart',
  description:
    'RENT and EXTRA: billed; COLLECTED: complete payments; ADJUSTMENTS: every other charge row and voided payments; ' +
    'PENDING: payments waiting for verification; REFUNDS: deposits paid back; REJECTED: payments an admin rejected ' +
    '(never collected: in no figure)',
});

const ROW_PAGE_SIZES = [10, 25, 50, 100];

@ArgsType()
export class MonthLedgerRowsArgs {
  @Field({ description: 'YYYY-MM' })
  @MonthText()
  month: string;

  @Field(() => MonthLedgerPart)
  @IsEnum(MonthLedgerPart, { message: `part must be one of ${Object.values(MonthLedgerPart).join(', ')}` })
  part: MonthLedgerPart;

  @Field(() => Int, { defaultValue: 1 })
  @IsInt()
  @Min(1)
  page: number = 1;

  @Field(() => Int, { defaultValue: 25, description: 'One of 10, 25, 50, 100' })
  @IsIn(ROW_PAGE_SIZES, { message: 'pageSize must be one of 10, 25, 50, 100' })
  pageSize: number = 25;
}
