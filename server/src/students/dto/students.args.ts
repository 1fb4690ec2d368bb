import { ArgsType, Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, ValidateNested } from 'class-validator';
import { bothNamesMap } from '../../common/enum-names';
import { ListArgs, sortInput, useListArg } from '../../common/pagination';
import { IsId } from '../../common/validators';

export enum StudentSortField {
  NAME = 'NAME',
  EMAIL = 'EMAIL',
  PHONE = 'PHONE',
  MOVE_IN_DATE = 'MOVE_IN_DATE',
  ROOM_NUMBER = 'ROOM_NUMBER',
  // The lower_snake_case names (issue 36), the same values: see common/enum-names.ts.
  /* eslint-disable @typescript-eslint/no-duplicate-enum-values -- both names of a value, on purpose */
  name = 'NAME',
  email = 'EMAIL',
  phone = 'PHONE',
  move_in_date = 'MOVE_IN_DATE',
  room_number = 'ROOM_NUMBER',
  /* eslint-enable @typescript-eslint/no-duplicate-enum-values */
}
registerEnumType(StudentSortField, {
  name: 'StudentSortField',
  description: 'What the residents list can be sorted by',
  valuesMap: bothNamesMap({
    NAME: { description: 'Name, case-insensitive' },
    EMAIL: { description: 'E-mail address, case-insensitive' },
    PHONE: { description: 'Phone number as stored (E.164)' },
    MOVE_IN_DATE: { description: 'Move-in date' },
    ROOM_NUMBER: { description: "Number of the resident's room; residents without a bed come last" },
  }),
});

export const StudentSort = sortInput(StudentSortField, 'StudentSort');
export type StudentSort = InstanceType<typeof StudentSort>;
export const StudentsOrderBy = sortInput(StudentSortField, 'StudentsOrderBy');
export type StudentsOrderBy = InstanceType<typeof StudentsOrderBy>;

@InputType({ description: 'Narrows the residents list; every field left out matches everyone' })
export class StudentFilter {
  @Field({ nullable: true, description: 'true: only residents with a bed; false: only those without' })
  @IsOptional()
  @IsBoolean()
  hasBed?: boolean;

  @Field(() => ID, { nullable: true, description: 'Only residents whose bed is in this room' })
  @IsOptional()
  @IsId()
  roomId?: number;
}

@InputType({ description: 'Which residents the list keeps; every field left out matches everyone' })
export class StudentsWhere extends StudentFilter {}

/**
 * students(search, where, orderBy, page, pageSize): search matches name, email, phone or room
 * number, case-insensitively; archived residents are left out.
 */
@ArgsType()
export class StudentsArgs extends ListArgs {
  @Field(() => StudentsWhere, { nullable: true, description: 'Only the residents matching it; everyone when left out' })
  @IsOptional()
  @ValidateNested()
  @Type(() => StudentsWhere)
  where?: StudentsWhere;

  @Field(() => StudentsOrderBy, {
    nullable: true,
    description: 'Name ascending when left out; residents without a room sort last by room number',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => StudentsOrderBy)
  orderBy?: StudentsOrderBy;

  @Field(() => StudentFilter, {
    nullable: true,
    description: 'Only the residents matching it; everyone when left out',
    deprecationReason: useListArg('where'),
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => StudentFilter)
  filter?: StudentFilter;

  @Field(() => StudentSort, {
    nullable: true,
    description: 'Name ascending when left out; residents without a room sort last by room number',
    deprecationReason: useListArg('orderBy'),
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => StudentSort)
  sort?: StudentSort;
}
