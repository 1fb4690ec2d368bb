import { HttpException, HttpStatus } from '@nestjs/common';
import { SOMETHING_WENT_WRONG } from '@hostel-admin/rules';

/** All a caller learns of a server fault; the details go to the log. */
export const INTERNAL_MESSAGE = SOMETHING_WENT_WRONG;

export interface FieldError {
  field: string;
  message: string;
}

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/** Base of every domain error: one HTTP status for REST, one code for GraphQL, one JSON body. */
export class AppError extends HttpException {
  constructor(
    readonly code: ErrorCode,
    status: HttpStatus,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super({ statusCode: status, error: code, message, ...(fields ? { fields } : {}) }, status);
  }
}

export class InputError extends AppError {
  constructor(fields: FieldError[]) {
    super('BAD_USER_INPUT', HttpStatus.BAD_REQUEST, fields.map((f) => f.message).join('; '), fields);
  }

  static field(field: string, message: string) {
    return new InputError([{ field, message }]);
  }
}

export class NotFoundError extends AppError {
  constructor(what: string, field?: string) {
    super(
      'NOT_FOUND',
      HttpStatus.NOT_FOUND,
      `${what} not found`,
      field ? [{ field, message: `${what} not found` }] : undefined,
    );
  }
}

export class ConflictError extends AppError {
  constructor(message: string, field?: string) {
    super('CONFLICT', HttpStatus.CONFLICT, message, field ? [{ field, message }] : undefined);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super('FORBIDDEN', HttpStatus.FORBIDDEN, message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Sign in to continue') {
    super('UNAUTHENTICATED', HttpStatus.UNAUTHORIZED, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', HttpStatus.TOO_MANY_REQUESTS, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'The service is unavailable. Please try again shortly.') {
    super('SERVICE_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, message);
  }
}
