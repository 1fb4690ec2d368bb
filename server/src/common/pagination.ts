import { ArgsType, Field, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { bothNamesMap } from './enum-names';
import { InputError } from './errors';

/** Page sizes a list accepts: 10, 25, 50, 100 for tables; 8 for the spec's picking tables (extra billing, update rent, billing history). */
export const PAGE_SIZES = [8, 10, 25, 50, 100] as const;
const PAGE_SIZES_TEXT = PAGE_SIZES.join(', ');

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
  // The lower_snake_case names (issue 36), the same values: see common/enum-names.ts.
  /* eslint-disable @typescript-eslint/no-duplicate-enum-values -- both names of a value, on purpose */
  asc = 'ASC',
  desc = 'DESC',
  /* eslint-enable @typescript-eslint/no-duplicate-enum-values */
}
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'Which way a list is sorted',
  valuesMap: bothNamesMap({
    ASC: { description: 'Smallest, earliest or A first' },
    DESC: { description: 'Largest, latest or Z first' },
  }),
});

/**
 * The list contract (README, Schema conventions): `search`, `where: <List>Where` (an input object per list),
 * `orderBy: <List>OrderBy { field, direction }` where the order can be chosen, `page`/`pageSize` → `{ items,
 * totalCount }`. Arguments that say which list it is (a month, an endpoint) stay arguments of their own.
 */
@ArgsType()
export class ListArgs {
  @Field({
    nullable: true,
    description: "Case-insensitive text search, at most 100 characters; what it matches, each list's description says",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @Field(() => Int, { defaultValue: 1, description: 'The page, from 1; a page past the last answers no items' })
  @IsInt()
  @Min(1)
  page: number = 1;

  @Field(() => Int, { defaultValue: 10, description: `Items a page: one of ${PAGE_SIZES_TEXT}, else BAD_USER_INPUT` })
  @IsInt()
  @IsIn(PAGE_SIZES as unknown as number[], { message: `pageSize must be one of ${PAGE_SIZES_TEXT}` })
  pageSize: number = 10;
}

/** Builds a sort input type for a list whose sortable fields are the given enum. */
export function sortInput<T extends object>(fieldEnum: T, name: string) {
  @InputType(name, { description: 'How the list is sorted: by a field, one way' })
  class SortInput {
    @Field<object>(() => fieldEnum, { description: 'What the list is sorted by' })
    @IsIn(Object.values(fieldEnum))
    field: T[keyof T];

    @Field(() => SortDirection, { defaultValue: SortDirection.asc, description: 'Ascending unless given' })
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

/** The deprecation of an older list argument: the field of `where` or `orderBy` that replaced it. */
export const useListArg = (replacement: string) => `Use ${replacement}: lists filter with where and sort with orderBy`;

const given = (value: unknown) => value !== undefined && value !== null;

/**
 * A list's `where` or `orderBy` (issue 36), or the older arguments it replaced, kept deprecated and working. A query
 * sends one form, not both: BAD_USER_INPUT naming the new argument, as a mutation refuses `input` beside its loose
 * arguments, so a client never learns which one won. Answers the new argument when it was sent, else undefined (the
 * resolver reads the old arguments, or the list's default).
 */
export function newListArg<T>(name: 'where' | 'orderBy', value: T | null | undefined, old: Record<string, unknown>) {
  if (!given(value)) return undefined;
  const sent = Object.keys(old).filter((key) => given(old[key]));
  if (sent.length > 0) throw InputError.field(name, `Send ${name} or ${sent.join(', ')}, not both.`);
  return value as T;
}
