import { ArgsType, Field, registerEnumType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { bothNamesMap, bothNamesSchema, distinctValues, FromEnumName, lowerNames } from '../../../common/enum-names';
import { ListArgs } from '../../../common/pagination';

export enum DuesFilter {
  ALL = 'ALL',
  OVERDUE = 'OVERDUE',
  LEAVERS_WITH_BALANCE = 'LEAVERS_WITH_BALANCE',
  AWAITING_VERIFICATION = 'AWAITING_VERIFICATION',
  // The lower_snake_case names (issue 36), the same values: see common/enum-names.ts.
  /* eslint-disable @typescript-eslint/no-duplicate-enum-values -- both names of a value, on purpose */
  all = 'ALL',
  overdue = 'OVERDUE',
  leavers_with_balance = 'LEAVERS_WITH_BALANCE',
  awaiting_verification = 'AWAITING_VERIFICATION',
  /* eslint-enable @typescript-eslint/no-duplicate-enum-values */
}
registerEnumType(DuesFilter, {
  name: 'DuesFilter',
  description:
    'all: current residents and leavers who still owe; overdue: something unpaid past the grace days; leavers_with_balance: left (refund paid or archived) and still owe; awaiting_verification: part of what they owe is paid and waits for an admin to verify it',
  valuesMap: bothNamesMap({
    ALL: { description: 'Current residents, and leavers who still owe' },
    OVERDUE: { description: "Residents with something unpaid past the hostel's grace days" },
    LEAVERS_WITH_BALANCE: { description: 'Residents who left (refund paid or archived) and still owe' },
    AWAITING_VERIFICATION: { description: 'Residents part of whose balance is paid and waits for verification' },
  }),
});

export enum DuesSort {
  OLDEST_FIRST = 'OLDEST_FIRST',
  BALANCE_DESC = 'BALANCE_DESC',
  NAME = 'NAME',
  // The lower_snake_case names (issue 36), the same values: see common/enum-names.ts.
  /* eslint-disable @typescript-eslint/no-duplicate-enum-values -- both names of a value, on purpose */
  oldest_first = 'OLDEST_FIRST',
  balance_desc = 'BALANCE_DESC',
  name = 'NAME',
  /* eslint-enable @typescript-eslint/no-duplicate-enum-values */
}
registerEnumType(DuesSort, {
  name: 'DuesSort',
  description:
    'oldest_first: most days past due first (the default); balance_desc: most owed first; name: by name. Ties by name',
  valuesMap: bothNamesMap({
    OLDEST_FIRST: { description: 'Most days past due first' },
    BALANCE_DESC: { description: 'Largest balance first' },
    NAME: { description: 'By name, A to Z' },
  }),
});

const FILTERS = distinctValues(DuesFilter);
const SORTS = distinctValues(DuesSort);
const FILTER_NAMES = lowerNames(DuesFilter).join(', ');
const SORT_NAMES = lowerNames(DuesSort).join(', ');

@ArgsType()
export class DuesArgs extends ListArgs {
  @Field(() => DuesFilter, { defaultValue: DuesFilter.all, description: 'Which residents to list; all by default' })
  @IsIn(FILTERS, { message: `filter must be one of ${FILTER_NAMES}` })
  filter: DuesFilter = DuesFilter.ALL;

  @Field(() => DuesSort, {
    defaultValue: DuesSort.oldest_first,
    description: 'The order of the rows; most days past due first by default',
  })
  @IsIn(SORTS, { message: `sort must be one of ${SORT_NAMES}` })
  sort: DuesSort = DuesSort.OLDEST_FIRST;
}

/**
 * `GET /api/dues.csv?search=&filter=overdue&sort=balance_desc`: every row of the list as the screen shows it; the
 * deprecated UPPER names are still taken (common/enum-names.ts).
 */
export class DuesCsvQuery {
  @ApiPropertyOptional({ type: 'string', maxLength: 100, description: 'Part of a name, phone or room number.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional(
    bothNamesSchema(
      DuesFilter,
      'all (the default): current residents and leavers who still owe; overdue: unpaid past the grace days; leavers_with_balance: left and still owe; awaiting_verification: part paid and waiting for an admin. The UPPER names are deprecated.',
    ),
  )
  @IsOptional()
  @FromEnumName(DuesFilter)
  @IsIn(FILTERS, { message: `filter must be one of ${FILTER_NAMES}` })
  filter?: DuesFilter;

  @ApiPropertyOptional(
    bothNamesSchema(
      DuesSort,
      'oldest_first (the default): most days past due first; balance_desc: most owed first; name. Ties by name. The UPPER names are deprecated.',
    ),
  )
  @IsOptional()
  @FromEnumName(DuesSort)
  @IsIn(SORTS, { message: `sort must be one of ${SORT_NAMES}` })
  sort?: DuesSort;
}
