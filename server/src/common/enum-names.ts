import { Transform } from 'class-transformer';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/**
 * Enum values are lower_snake_case (issue 36, docs in /work/helpers/NAMING.md item 1). The input enums that began
 * with UPPER values (DuesFilter, DuesSort, MonthLedgerPart, RoomSortField, SortDirection, StudentPaymentSortField,
 * StudentSortField, VisitorFilter) list each value under both names: the lower one, and the UPPER one deprecated and
 * kept for integrators. Both names stand for the same value inside the server (the UPPER text), so the queries, sorts
 * and defaults read as before. GraphQL answers a value under its lower name: graphql-js serialises a value by the
 * last name listed for it, and the enums list the lower names last.
 */
type BothNames = Record<string, string>;

const isLower = (name: string) => name === name.toLowerCase();

/** The lower names of an enum that lists both (`{ ALL: 'ALL', all: 'ALL' }` → `['all']`). */
export const lowerNames = (values: BothNames) => Object.keys(values).filter(isLower);

/** The deprecated UPPER names (`['ALL']`). */
export const upperNames = (values: BothNames) => Object.keys(values).filter((name) => !isLower(name));

/** Each value once (what `Object.values` of such an enum answers twice): to loop over the values, not the names. */
export const distinctValues = <T extends string>(values: Record<string, T>): T[] => [...new Set(Object.values(values))];

/**
 * `registerEnumType`'s valuesMap from the UPPER names' descriptions: each lower name described as its UPPER one was,
 * each UPPER name deprecated naming its lower one.
 */
export function bothNamesMap(upper: Record<string, { description: string }>) {
  const map: Record<string, { description: string; deprecationReason?: string }> = {};
  for (const [name, { description }] of Object.entries(upper)) {
    map[name] = { description, deprecationReason: `Use ${name.toLowerCase()}: enum values are lower_snake_case` };
    map[name.toLowerCase()] = { description };
  }
  return map;
}

/**
 * A REST query value given by either name becomes the server's value (`all` and `ALL` → `ALL`), before `@IsIn` of the
 * values reads it; anything else stays, for `@IsIn` to refuse naming the field.
 */
export const FromEnumName = (values: BothNames) =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && Object.hasOwn(values, value) ? values[value] : value,
  );

/**
 * The OpenAPI schema of such a query value: the lower names, or the UPPER ones (deprecated, still accepted). No JSON
 * Schema keyword deprecates one value of an enum, so the UPPER names are their own deprecated alternative.
 */
export const bothNamesSchema = (values: BothNames, description: string) => ({
  description,
  // Given, so that Swagger does not read the property's enum type instead (its values, each twice, without the lower).
  type: 'string' as const,
  anyOf: [
    { type: 'string', enum: lowerNames(values) },
    { type: 'string', enum: upperNames(values), deprecated: true, description: 'The old UPPER names, deprecated' },
  ] as SchemaObject[],
});
