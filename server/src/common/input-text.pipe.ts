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

/**
 * Runs before validation on every REST body, query and path value and every GraphQL argument:
 * broken Unicode and control characters are a 400 naming the field, before any validator,
 * query or database sees them.
 */
@Injectable()
export class InputTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (!CHECKED.includes(metadata.type)) return value;
    // An object argument's fields are named as the validation pipe names them: `name`, not `input.name`.
    const path = value !== null && typeof value === 'object' ? '' : (metadata.data ?? '');
    const problem = inputTextProblem(value, path, (key) => isRawText(metadata.metatype, key));
    if (problem) throw new InputError([problem]);
    return value;
  }
}
