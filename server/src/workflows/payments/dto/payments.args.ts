import { ArgsType, Field, registerEnumType } from '@nestjs/graphql';
import { IsOptional, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { bothNamesMap } from '../../../common/enum-names';
import { ListArgs, sortInput, SortDirection, useListArg } from '../../../common/pagination';
import { Rule } from '../../../common/validators';

/** YYYY-MM from 2000-01 on. */
export const MonthText = () =>
  Rule('month', (v) =>
    typeof v === 'string' && /^(20\d\d)-(0[1-9]|1[0-2])$/.test(v) ? null : '$property must be a month written YYYY-MM',
  );

export enum StudentPaymentSortField {
  NAME = 'NAME',
  PAYMENT_STATUS = 'PAYMENT_STATUS',
  IN_PROCESS = 'IN_PROCESS',
  // The lower_snake_case names (issue 36), the same values: see common/enum-names.ts.
  /* eslint-disable @typescript-eslint/no-duplicate-enum-values -- both names of a value, on purpose */
  name = 'NAME',
  payment_status = 'PAYMENT_STATUS',
  in_process = 'IN_PROCESS',
  /* eslint-enable @typescript-eslint/no-duplicate-enum-values */
}
registerEnumType(StudentPaymentSortField, {
  name: 'StudentPaymentSortField',
  description: "What the month's payments table can be sorted by",
  valuesMap: bothNamesMap({
    NAME: { description: "The resident's name, case-insensitive" },
    PAYMENT_STATUS: { description: 'Payment status: due before paid when ascending' },
    IN_PROCESS: { description: 'Whether a payment waits for verification: complete before pending when ascending' },
  }),
});

export const StudentPaymentSort = sortInput(StudentPaymentSortField, 'StudentPaymentSort');
export type StudentPaymentSort = InstanceType<typeof StudentPaymentSort>;
export const StudentPaymentsOrderBy = sortInput(StudentPaymentSortField, 'StudentPaymentsOrderBy');
export type StudentPaymentsOrderBy = InstanceType<typeof StudentPaymentsOrderBy>;

@ArgsType()
export class MonthArgs {
  @Field({ description: "The month, YYYY-MM (India's calendar), from 2000-01 on" })
  @MonthText()
  month: string;
}

@ArgsType()
export class StudentPaymentsArgs extends ListArgs {
  @Field({ description: 'YYYY-MM: residents whose rent period starts in this month' })
  @MonthText()
  month: string;

  @Field(() => StudentPaymentsOrderBy, { nullable: true, description: 'Name ascending when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => StudentPaymentsOrderBy)
  orderBy?: StudentPaymentsOrderBy;

  @Field(() => StudentPaymentSort, {
    nullable: true,
    description: 'Name ascending when left out',
    deprecationReason: useListArg('orderBy'),
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => StudentPaymentSort)
  sort?: StudentPaymentSort;
}

export const DEFAULT_PAYMENT_SORT = { field: StudentPaymentSortField.NAME, direction: SortDirection.ASC };
