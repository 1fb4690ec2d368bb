import { applyDecorators, Injectable, PipeTransform } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { InputError } from './errors';
import { hasLineControl } from './input-text';
import { toE164 } from '@hostel-admin/rules';

const MAX_ID = 2_147_483_647;

function toId(value: unknown): unknown {
  return typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
}

/** One rule, one message: a whole number from min to max. */
const wholeNumberRule = (name: string, min: number, max: number, message: string) =>
  ValidateBy({
    name,
    constraints: [min, max],
    validator: {
      validate: (value: unknown) =>
        typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
      defaultMessage: () => message,
    },
  });

/**
 * A rule whose message depends on the value: `check` answers the message, or null when the value is fine. A
 * numeric rule names its `bounds` [least, most] too: they are kept as the rule's constraints, where the fuzz test
 * reads each bound's edges (server/test/support/fuzz/bounds.ts).
 */
export const Rule = (name: string, check: (value: unknown) => string | null, bounds?: readonly [number, number]) =>
  ValidateBy({
    name,
    ...(bounds ? { constraints: [...bounds] } : {}),
    validator: {
      validate: (value: unknown) => check(value) === null,
      defaultMessage: (args) => check(args?.value) ?? '',
    },
  });

/**
 * A phone number under the one phone rule (@hostel-admin/rules): a valid one is stored as E.164 whatever its
 * pasted form; `problem` words what is wrong with any other.
 */
export const Phone = (problem: (value: unknown) => string | null) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (toE164(value) ?? value.trim()) : value)),
    Rule('phone', problem),
  );

/** One line of text: no line breaks, tabs or other control characters (names, e-mail addresses). */
export const SingleLine = () =>
  Rule('singleLine', (v) =>
    typeof v === 'string' && hasLineControl(v) ? '$property must be one line without control characters' : null,
  );

/** A whole number within bounds; a failure names the field and the range. */
export const WholeNumber = (min: number, max: number) =>
  wholeNumberRule('wholeNumber', min, max, `$property must be a whole number from ${min} to ${max}`);

/** An id field: a positive whole number, also accepted as a string of digits (GraphQL IDs are strings). */
export const IsId = (message = '$property must be an id (a positive whole number)') =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => toId(value)),
    wholeNumberRule('isId', 1, MAX_ID, message),
  );

/** A number the client may send as text ("6000"); any other text stays as sent and fails validation. */
export const NumericText = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
  );

/** Enum words as people write them: "Super Delux", "super-delux" and "super_delux" are the same value. */
export const EnumWord = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      : value,
  );

function parseId(value: unknown, field: string): number {
  const id = toId(value);
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
    throw InputError.field(field, `${field} must be an id (a positive whole number)`);
  }
  return id;
}

/** Turns an `id: ID!` argument into a number; anything else is a 400 naming the argument. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    return parseId(value, 'id');
  }
}

/** ParseIdPipe for an argument with another name: `@Args('bedId', { type: () => ID }, idArg('bedId'))`. */
export const idArg = (field: string): PipeTransform<unknown, number> => ({
  transform: (value: unknown) => parseId(value, field),
});

/** A client's idempotency key: 8 to 64 letters, digits, dashes or underscores (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The `idempotencyKey` of every create input that must happen once (money, API keys, webhook endpoints …). */
export const IdempotencyKeyRule = () =>
  Rule('idempotencyKey', (v) =>
    typeof v === 'string' && IDEMPOTENCY_KEY_PATTERN.test(v)
      ? null
      : 'idempotencyKey must be 8 to 64 letters, digits, dashes or underscores.',
  );
