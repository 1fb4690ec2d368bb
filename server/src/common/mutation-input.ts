import type { PipeTransform, Type } from '@nestjs/common';
import { ArgsType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { InputError } from './errors';
import { CheckedElsewhere, InputTextPipe } from './input-text.pipe';
import { createValidationPipe } from './validation';
import { idArg } from './validators';

/** The loose arguments of a mutation as its resolver received them: each may be left out now. */
export type LooseArgs<T> = { [K in keyof T]?: T[K] | null };

const given = (value: unknown) => value !== undefined && value !== null;
const pipe = createValidationPipe();
const textPipe = new InputTextPipe();

/**
 * A mutation's two forms (NAMING.md item 6): `input: XInput`, and the loose arguments it had before, kept
 * (nullable, deprecated) so integrators' documents still run. Exactly one form is sent; answers its values, so
 * the resolver calls its service the same way for both.
 *
 * The `input` argument is declared `unknown` in the resolver: the global ValidationPipe validates a left-out
 * class argument as `{}` (and would refuse every old-form call for its required fields), so the input is
 * validated here, by the same pipe, only when it is sent: the same rules, messages and field names (`studentId`,
 * `rows.3.email`) as every other `input:` argument. The loose arguments were validated by their own pipes and
 * validators, which pass a left-out value; a required one missing is refused here naming it.
 */
export async function oneForm<T extends object>(
  inputType: Type<T>,
  input: unknown,
  loose: LooseArgs<T>,
  required: readonly (keyof T & string)[],
): Promise<T> {
  const looseNames = Object.keys(loose).filter((name) => name !== 'input' && given(loose[name as keyof T]));
  if (given(input) && looseNames.length > 0) {
    throw InputError.field('input', `Send input or the separate arguments (${looseNames.join(', ')}), not both.`);
  }
  if (given(input)) {
    // As a body: the pipes leave values of type 'custom' unchecked. Text first, as the global pipes run.
    const metadata = { type: 'body', metatype: inputType, data: 'input' } as const;
    return (await pipe.transform(textPipe.transform(input, metadata), metadata)) as T;
  }
  if (looseNames.length === 0) throw InputError.field('input', 'input is required');
  const missing = required.filter((name) => !given(loose[name]));
  if (missing.length > 0) {
    throw new InputError(missing.map((field) => ({ field, message: `${field} is required` })));
  }
  return loose as T;
}

/**
 * The base of a mutation's loose ArgsType: Nest hands an ArgsType every argument of the field, `input` too, and the
 * global whitelist would refuse that as unknown ("input is not a known field"). `input` is let through here, not
 * checked: it has its own `@Args('input')`, which oneForm validates (text too), and oneForm leaves it out of the loose
 * values.
 */
@ArgsType()
export class LooseArgsBase {
  @Allow()
  @CheckedElsewhere()
  input?: unknown;
}

/** The description of a loose argument kept for the old form: where its value goes now. */
export const useInput = (field: string) => `Use input.${field}`;

/**
 * ParseIdPipe (field `id`) or idArg(field) for a loose id argument that may now be left out: a left-out one
 * passes as undefined for oneForm to judge; a sent one is checked as before, with the same words.
 */
export const looseId = (field: string): PipeTransform<unknown, number | undefined> => ({
  transform: (value: unknown) => (given(value) ? idArg(field).transform(value, { type: 'custom' }) : undefined),
});

/**
 * The `id` of a mutation whose `input` argument came first with another shape (updateBed(id, input)): that input
 * gained `id`, and the loose `id` argument stays, deprecated. Sent in both places is refused naming `id`, so a
 * client never learns which one won; sent in neither is refused too where the mutation needs one (a hostel's
 * settings default to the caller's own hostel instead).
 */
export function inputOrArgumentId<T>(fromInput: T | null | undefined, argument: T | null | undefined): T;
export function inputOrArgumentId<T>(
  fromInput: T | null | undefined,
  argument: T | null | undefined,
  required: false,
): T | undefined;
export function inputOrArgumentId<T>(fromInput: T | null | undefined, argument: T | null | undefined, required = true) {
  if (given(fromInput) && given(argument))
    throw InputError.field('id', 'Send id in input or as the id argument, not both.');
  const id = given(fromInput) ? fromInput : given(argument) ? argument : undefined;
  if (id === undefined && required) throw InputError.field('id', 'id is required');
  return id;
}
