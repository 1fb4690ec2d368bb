import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { InputError } from './errors';
import { inputTextProblem } from './input-text';

const RAW_TEXT = 'rawText';
/** @nestjs/graphql's GqlParamtype.ARGS (the enum is not exported): the arguments of a GraphQL field. */
const GRAPHQL_ARGS = 3;
const CHECKED: readonly unknown[] = ['body', 'query', 'param', GRAPHQL_ARGS];

/** Marks an input field whose text is a document with rules of its own (a CSV file): controls are left to them. */
export const RawText = (): PropertyDecorator => (target, key) => Reflect.defineMetadata(RAW_TEXT, true, target, key);

const isRawText = (metatype: ArgumentMetadata['metatype'], key: string) =>
  Boolean(metatype?.prototype && Reflect.getMetadata(RAW_TEXT, metatype.prototype as object, key));

const CHECKED_ELSEWHERE = 'checkedElsewhere';
/**
 * Marks an argument that an argument class receives but does not own: a mutation's `input` beside its old loose
 * arguments (`LooseArgsBase`), which oneForm checks with its own type (that knows its raw-text fields).
 */
export const CheckedElsewhere = (): PropertyDecorator => (target, key) =>
  Reflect.defineMetadata(CHECKED_ELSEWHERE, true, target, key);

/** The value without the fields its type leaves to another check. */
function ownFields(value: unknown, metatype: ArgumentMetadata['metatype']): unknown {
  const prototype = metatype?.prototype as object | undefined;
  if (!prototype || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !Reflect.getMetadata(CHECKED_ELSEWHERE, prototype, key)),
  );
}

/**
 * Runs before validation on every REST body, query and path value and every GraphQL argument:
 * broken Unicode and control characters are a 400 naming the field, before any validator,
 * query or database sees them.
 */
@Injectable()
export class InputTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (!CHECKED.includes(metadata.type)) return value;
    // A mutation's `input` declared `unknown` (it has an old form too; GraphQL arguments arrive as 'body'): oneForm
    // checks it with its type, which knows its raw-text fields (previewStudentImport's CSV); here it is only Object.
    if (metadata.data === 'input' && metadata.metatype === Object) return value;
    // An object argument's fields are named as the validation pipe names them: `name`, not `input.name`.
    const path = value !== null && typeof value === 'object' ? '' : (metadata.data ?? '');
    const problem = inputTextProblem(ownFields(value, metadata.metatype), path, (key) =>
      isRawText(metadata.metatype, key),
    );
    if (problem) throw new InputError([problem]);
    return value;
  }
}
