import type { ApiPropertyOptions } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** A property given as alternatives: what `@ApiProperty` takes, without a type of its own. */
type Alternatives = ApiPropertyOptions & { anyOf: SchemaObject[] };

/**
 * Schemas of input the validators read leniently (`common/validators.ts`, `users/dto/transforms.ts`): the document
 * says what the server accepts, not only the canonical form, so that a body the server takes is valid under it (the
 * API tests check each one they send).
 */

const MAX_ID = 2_147_483_647;

/** `@IsId()`: a positive whole number, or the same as a string of digits (GraphQL ids are strings). */
export const idSchema = (description: string): Alternatives => ({
  description,
  anyOf: [
    { type: 'integer', minimum: 1, maximum: MAX_ID },
    { type: 'string', pattern: '^\\d{1,10}$' },
  ],
});

/** `@NumericText()` then `@WholeNumber(min, max)`: a whole number, or one written as text ("6000"). */
export const wholeNumberOrTextSchema = (minimum: number, maximum: number, description: string): Alternatives => ({
  description,
  anyOf: [
    { type: 'integer', minimum, maximum },
    { type: 'string', pattern: '^\\s*\\d+(\\.0+)?\\s*$' },
  ],
});

/** One enum value as `@EnumWord()` reads it: any case, spaces or dashes for an underscore, spaces around. */
const wordPattern = (value: string) =>
  value
    .split('_')
    .map((part) => [...part].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join(''))
    .join('(?:[\\s-]+|_)');

/** `@EnumWord()` then `@IsIn(values)`: the values, or the same words as people write them ("Super Delux"). */
export const enumWordSchema = (values: readonly string[], description: string): Alternatives => ({
  description,
  anyOf: [
    { type: 'string', enum: [...values] },
    { type: 'string', pattern: `^\\s*(?:${values.map(wordPattern).join('|')})\\s*$` },
  ],
});

/** An optional field whose empty form counts as left out (`EmptyAsOmitted`: exactly ""; `TrimOrOmit`: blank). */
export const orEmpty = (schema: SchemaObject, description: string, blank: 'empty' | 'blank'): Alternatives => ({
  description,
  anyOf: [schema, blank === 'empty' ? { type: 'string', enum: [''] } : { type: 'string', pattern: '^\\s*$' }],
});

/** `TrimOrOmit()` then `@IsIn(values)`: a value, spaces around it, or blank (left out). */
export const trimmedEnumSchema = (values: readonly string[], description: string): Alternatives => ({
  description,
  anyOf: [
    { type: 'string', enum: [...values] },
    { type: 'string', pattern: `^\\s*(?:${values.join('|')})?\\s*$` },
  ],
});
