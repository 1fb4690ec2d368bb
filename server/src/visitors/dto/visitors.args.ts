import { ArgsType, Field, ID, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { bothNamesMap } from '../../common/enum-names';
import { useListArg } from '../../common/pagination';
import { IsId } from '../../common/validators';

export enum VisitorFilter {
  ALL = 'ALL',
  TODAY = 'TODAY',
  INSIDE = 'INSIDE',
  // The lower_snake_case names (issue 36), the same values: see common/enum-names.ts.
  /* eslint-disable @typescript-eslint/no-duplicate-enum-values -- both names of a value, on purpose */
  all = 'ALL',
  today = 'TODAY',
  inside = 'INSIDE',
  /* eslint-enable @typescript-eslint/no-duplicate-enum-values */
}
registerEnumType(VisitorFilter, {
  name: 'VisitorFilter',
  description: 'all: every visit; today: signed in today (India); inside: not signed out yet',
  valuesMap: bothNamesMap({
    ALL: { description: 'Every visit' },
    TODAY: { description: "Visits signed in today (India's calendar day)" },
    INSIDE: { description: 'Visitors not signed out yet' },
  }),
});

export const VISITOR_PAGE_SIZES = [10, 25, 50, 100];

@InputType({ description: 'Which visits the visitor log keeps; every field given must match' })
export class VisitorsWhere {
  @Field(() => VisitorFilter, { nullable: true, description: 'all (the default), today or inside' })
  @IsOptional()
  @IsIn(Object.values(VisitorFilter))
  group?: VisitorFilter;

  @Field(() => ID, {
    nullable: true,
    description: "Only this resident's visitors (their page's Recent Visitors); another hostel's resident is NOT_FOUND",
  })
  @IsOptional()
  @IsId()
  studentId?: number;
}

/** The visitor log, newest first: search, where (a group, a resident), one page. */
@ArgsType()
export class VisitorsArgs {
  @Field({
    nullable: true,
    description: "Case-insensitive: the visitor's name, phone or purpose, or the resident's name",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @Field(() => VisitorsWhere, { nullable: true, description: 'Which visits to list; all when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => VisitorsWhere)
  where?: VisitorsWhere;

  @Field(() => VisitorFilter, {
    nullable: true,
    description: 'Which visits to list; all when left out',
    deprecationReason: useListArg('where.group'),
  })
  @IsOptional()
  @IsIn(Object.values(VisitorFilter))
  filter?: VisitorFilter;

  @Field(() => ID, {
    nullable: true,
    description: "Only this resident's visitors (their page's Recent Visitors); another hostel's resident is NOT_FOUND",
    deprecationReason: useListArg('where.studentId'),
  })
  @IsOptional()
  @IsId()
  studentId?: number;

  @Field(() => Int, { defaultValue: 1, description: 'First page is 1' })
  @IsInt()
  @Min(1)
  page: number = 1;

  @Field(() => Int, { defaultValue: 10, description: `One of ${VISITOR_PAGE_SIZES.join(', ')}` })
  @IsInt()
  @IsIn(VISITOR_PAGE_SIZES, { message: `pageSize must be one of ${VISITOR_PAGE_SIZES.join(', ')}` })
  pageSize: number = 10;
}
