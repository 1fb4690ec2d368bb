import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldError, InputError } from './errors';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({
      field,
      message: message.replace(/^property (\S+) should not exist$/, '$1 is not a known field'),
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** The one validation pipe: unknown fields rejected, every message names its field. */
export function createValidationPipe() {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new InputError(flatten(errors)),
  });
}
