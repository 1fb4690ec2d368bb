import { ArgsType, Field, registerEnumType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
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
  valuesMap: {
    ALL: { description: 'Current residents, and leavers who still owe' },
    OVERDUE: { description: "Residents with something unpaid past the hostel's grace days" },
    LEAVERS_WITH_BALANCE: { description: 'Residents who left (refund paid or archived) and still owe' },
    AWAITING_VERIFICATION: { description: 'Residents part of whose balance is paid and waits for verification' },
  },
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
  valuesMap: {
    OLDEST_FIRST: { description: 'Most days past due first' },
    BALANCE_DESC: { description: 'Largest balance first' },
    NAME: { description: 'By name, A to Z' },
  },
});

const FILTERS = Object.values(DuesFilter);
const SORTS = Object.values(DuesSort);

@ArgsType()
export class DuesArgs extends ListArgs {
  @Field(() => DuesFilter, { defaultValue: DuesFilter.ALL, description: 'Which residents to list; ALL by default' })
  @IsIn(FILTERS, { message: `filter must be one of ${FILTERS.join(', ')}` })
  filter: DuesFilter = DuesFilter.ALL;

  @Field(() => DuesSort, {
    defaultValue: DuesSort.OLDEST_FIRST,
    description: 'The order of the rows; most days past due first by default',
  })
  @IsIn(SORTS, { message: `sort must be one of ${SORTS.join(', ')}` })
  sort: DuesSort = DuesSort.OLDEST_FIRST;
}

/** `GET /api/dues.csv?search=&filter=OVERDUE&sort=BALANCE_DESC`: every row of the list as the screen shows it. */
export class DuesCsvQuery {
  @ApiPropertyOptional({ type: 'string', maxLength: 100, description: 'Part of a name, phone or room number.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({
    enum: FILTERS,
    description:
      'ALL (the default): current residents and leavers who still owe; OVERDUE: unpaid past the grace days; LEAVERS_WITH_BALANCE: left and still owe; AWAITING_VERIFICATION: part paid and waiting for an admin.',
  })
  @IsOptional()
  @IsIn(FILTERS, { message: `filter must be one of ${FILTERS.join(', ')}` })
  filter?: DuesFilter;

  @ApiPropertyOptional({
    enum: SORTS,
    description:
      'OLDEST_FIRST (the default): most days past due first; BALANCE_DESC: most owed first; NAME. Ties by name.',
  })
  @IsOptional()
  @IsIn(SORTS, { message: `sort must be one of ${SORTS.join(', ')}` })
  sort?: DuesSort;
}
