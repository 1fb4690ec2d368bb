import { ArgsType, Field, InputType, registerEnumType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { bothNamesMap, bothNamesSchema, distinctValues, FromEnumName, lowerNames } from '../../../common/enum-names';
import { ListArgs, SortDirection, sortInput, useListArg } from '../../../common/pagination';

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

/** What the dues list is sorted by (`orderBy.field`); DuesSort's three orders were three of its six. */
export enum DuesSortField {
  days_past_due = 'days_past_due',
  balance = 'balance',
  name = 'name',
}
registerEnumType(DuesSortField, {
  name: 'DuesSortField',
  description: 'What the dues list is sorted by',
  valuesMap: {
    days_past_due: {
      description:
        'How long the oldest unpaid charge is past due: descending lists the oldest first and those with nothing unpaid last. Ties: largest balance first, then name',
    },
    balance: { description: 'The balance owed, in paise. Ties: by name' },
    name: { description: "The resident's name, case-insensitive" },
  },
});

export const DuesOrderBy = sortInput(DuesSortField, 'DuesOrderBy');
export type DuesOrderBy = InstanceType<typeof DuesOrderBy>;

/** The order each of DuesSort's (deprecated) values stands for. */
export const DUES_SORT_ORDER: Record<DuesSort, DuesOrderBy> = {
  [DuesSort.OLDEST_FIRST]: { field: DuesSortField.days_past_due, direction: SortDirection.DESC },
  [DuesSort.BALANCE_DESC]: { field: DuesSortField.balance, direction: SortDirection.DESC },
  [DuesSort.NAME]: { field: DuesSortField.name, direction: SortDirection.ASC },
};

const FILTERS = distinctValues(DuesFilter);
const SORTS = distinctValues(DuesSort);
const FILTER_NAMES = lowerNames(DuesFilter).join(', ');
const SORT_NAMES = lowerNames(DuesSort).join(', ');

@InputType({ description: 'Which residents the dues list keeps' })
export class DuesWhere {
  @Field(() => DuesFilter, { nullable: true, description: 'The group of residents: all (the default), overdue, …' })
  @IsOptional()
  @IsIn(FILTERS, { message: `group must be one of ${FILTER_NAMES}` })
  group?: DuesFilter;
}

@ArgsType()
export class DuesArgs extends ListArgs {
  @Field(() => DuesWhere, { nullable: true, description: 'Which residents to list; all (group all) when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => DuesWhere)
  where?: DuesWhere;

  @Field(() => DuesOrderBy, {
    nullable: true,
    description: 'The order of the rows; days_past_due descending (the oldest dues first) when left out',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => DuesOrderBy)
  orderBy?: DuesOrderBy;

  @Field(() => DuesFilter, {
    nullable: true,
    description: 'Which residents to list; all when left out',
    deprecationReason: useListArg('where.group'),
  })
  @IsOptional()
  @IsIn(FILTERS, { message: `filter must be one of ${FILTER_NAMES}` })
  filter?: DuesFilter;

  @Field(() => DuesSort, {
    nullable: true,
    description: 'The order of the rows; most days past due first when left out',
    deprecationReason: useListArg('orderBy'),
  })
  @IsOptional()
  @IsIn(SORTS, { message: `sort must be one of ${SORT_NAMES}` })
  sort?: DuesSort;
}

/** What the dues query reads, from either form of the arguments. */
export interface DuesSelection {
  search?: string | null;
  filter?: DuesFilter;
  order?: DuesOrderBy;
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
