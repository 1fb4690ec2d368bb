import { ArgsType, Field, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** Page sizes a list accepts: 10, 25, 50, 100 for tables; 8 for the spec's picking tables (extra billing, update rent, billing history). */
export const PAGE_SIZES = [8, 10, 25, 50, 100] as const;
const PAGE_SIZES_TEXT = PAGE_SIZES.join(', ');

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

/** The list contract: search, filter (per list), sort, page/pageSize → { items, totalCount }. */
@ArgsType()
export class ListArgs {
  @Field({ nullable: true, description: 'Case-insensitive text search' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @Field(() => Int, { defaultValue: 1, description: 'First page is 1' })
  @IsInt()
  @Min(1)
  page: number = 1;

  @Field(() => Int, { defaultValue: 10, description: `One of ${PAGE_SIZES_TEXT}` })
  @IsInt()
  @IsIn(PAGE_SIZES as unknown as number[], { message: `pageSize must be one of ${PAGE_SIZES_TEXT}` })
  pageSize: number = 10;
}

/** Builds a sort input type for a list whose sortable fields are the given enum. */
export function sortInput<T extends object>(fieldEnum: T, name: string) {
  @InputType(name)
  class SortInput {
    @Field(() => fieldEnum)
    @IsIn(Object.values(fieldEnum))
    field: T[keyof T];

    @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
    @IsIn(Object.values(SortDirection))
    direction: SortDirection = SortDirection.ASC;
  }
  return SortInput;
}

export function offsetOf(args: Pick<ListArgs, 'page' | 'pageSize'>) {
  return (args.page - 1) * args.pageSize;
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export function likePattern(search: string) {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
