import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';
import { GqlArgumentsHost } from '@nestjs/graphql';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { AppError, ErrorCode, TooManyRequestsError } from './errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: { field: string; message: string }[];
}

function toBody(exception: unknown): ErrorBody {
  if (exception instanceof AppError) return exception.getResponse() as ErrorBody;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? exception.message);
    return { statusCode: status, error: CODE_BY_STATUS[status] ?? 'ERROR', message };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong. Please try again.' };
}

/** Turns every error into JSON for REST and into a coded GraphQLError for GraphQL. */
@Catch()
export class AllExceptionsFilter implements GqlExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    const body = toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    const retryAfter = exception instanceof TooManyRequestsError ? String(exception.retryAfterSeconds) : undefined;

    if (host.getType<string>() === 'graphql') {
      if (exception instanceof GraphQLError) return exception;
      const res = GqlArgumentsHost.create(host).getContext<{ res?: Response }>().res;
      if (retryAfter) res?.setHeader('Retry-After', retryAfter);
      return new GraphQLError(body.message, {
        extensions: { code: body.error, ...(body.fields ? { fields: body.fields } : {}), ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}) },
      });
    }

    const res = host.switchToHttp().getResponse<Response>();
    if (retryAfter) res.setHeader('Retry-After', retryAfter);
    res.status(body.statusCode).json(body);
  }
}
