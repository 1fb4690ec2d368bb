import { ArgsType, Field, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListArgs } from '../../../common/pagination';

export enum DuesFilter {
  ALL = 'ALL',
  OVERDUE = 'OVERDUE',
  LEAVERS_WITH_BALANCE = 'LEAVERS_WITH_BALANCE',
  AWAITING_VERIFICATION = 'AWAITING_VERIFICATION',
}
registerEnumType(DuesFilter, {
  name: 'DuesFilter',
  description:
    'ALL: current residents and leavers who still owe; OVERDUE: something unpaid past the grace days; LEAVERS_WITH_BALANCE: left (refund paid or archived) and still owe; AWAITING_VERIFICATION: part of what they owe is paid and waits for an admin to verify it',
});

export enum DuesSort {
  OLDEST_FIRST = 'OLDEST_FIRST',
  BALANCE_DESC = 'BALANCE_DESC',
  NAME = 'NAME',
}
registerEnumType(DuesSort, {
  name: 'DuesSort',
  description:
    'OLDEST_FIRST: most days past due first (the default); BALANCE_DESC: most owed first; NAME: by name. Ties by name',
});

const FILTERS = Object.values(DuesFilter);
const SORTS = Object.values(DuesSort);

@ArgsType()
export class DuesArgs extends ListArgs {
  @Field(() => DuesFilter, { defaultValue: DuesFilter.ALL })
  @IsIn(FILTERS, { message: `filter must be one of ${FILTERS.join(', ')}` })
  filter: DuesFilter = DuesFilter.ALL;

  @Field(() => DuesSort, { defaultValue: DuesSort.OLDEST_FIRST })
  @IsIn(SORTS, { message: `sort must be one of ${SORTS.join(', ')}` })
  sort: DuesSort = DuesSort.OLDEST_FIRST;
}

/** `GET /api/dues.csv?search=&filter=OVERDUE&sort=BALANCE_DESC`: every row of the list as the screen shows it. */
export class DuesCsvQuery {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(FILTERS, { message: `filter must be one of ${FILTERS.join(', ')}` })
  filter?: DuesFilter;

  @IsOptional()
  @IsIn(SORTS, { message: `sort must be one of ${SORTS.join(', ')}` })
  sort?: DuesSort;
}
