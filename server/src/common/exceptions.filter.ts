import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';
import { GqlArgumentsHost } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { requestIdOf } from './request-id';
import { AppError, ErrorCode, INTERNAL_MESSAGE, TooManyRequestsError } from './errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: { field: string; message: string }[];
}

/** What body-parser's errors (kept as the cause of Nest's HttpException) mean, in words. */
const BODY_ERRORS: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'charset.unsupported': 'The request body must be UTF-8',
  'encoding.unsupported': 'The request body uses an unsupported content encoding',
};

/** The database's connection pool stayed full for DATABASE_POOL_WAIT_MS (pg-pool's words), or a connect timed out. */
const BUSY = /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)$/;
const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

function toBody(exception: unknown): ErrorBody {
  if (exception instanceof AppError) return exception.getResponse() as ErrorBody;
  if (exception instanceof Error && BUSY.test(exception.message))
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, error: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE };
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const bodyError = BODY_ERRORS[(exception.cause as { type?: string } | undefined)?.type ?? ''];
    if (bodyError) return { statusCode: status, error: CODE_BY_STATUS[status] ?? 'BAD_USER_INPUT', message: bodyError };
    const response = exception.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? exception.message);
    return { statusCode: status, error: CODE_BY_STATUS[status] ?? 'ERROR', message };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: 'INTERNAL_SERVER_ERROR', message: INTERNAL_MESSAGE };
}

/** Turns every error into JSON for REST and into a coded GraphQLError for GraphQL. */
@Catch()
export class AllExceptionsFilter implements GqlExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    const body = toBody(exception);
    if (body.statusCode >= 500)
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    const retryAfter = exception instanceof TooManyRequestsError ? String(exception.retryAfterSeconds) : undefined;
    const graphql = host.getType<string>() === 'graphql';
    const req = graphql
      ? GqlArgumentsHost.create(host).getContext<{ req?: Request }>().req
      : host.switchToHttp().getRequest<Request>();
    // A fault's answer names the request, so that whoever saw it can quote the id the log lines carry.
    const requestId = body.statusCode >= 500 ? requestIdOf(req) : undefined;
    const extensions = {
      code: body.error,
      ...(body.fields ? { fields: body.fields } : {}),
      ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}),
      ...(requestId ? { requestId } : {}),
    };

    if (graphql) {
      if (exception instanceof GraphQLError) return exception;
      const res = GqlArgumentsHost.create(host).getContext<{ res?: Response }>().res;
      if (retryAfter) res?.setHeader('Retry-After', retryAfter);
      return new GraphQLError(body.message, { extensions });
    }

    const res = host.switchToHttp().getResponse<Response>();
    if (retryAfter) res.setHeader('Retry-After', retryAfter);
    // A request to /graphql refused before Apollo read it (a body too deep, too large or not JSON) still gets a GraphQL answer.
    if (req?.path === '/graphql') res.status(body.statusCode).json({ errors: [{ message: body.message, extensions }] });
    else res.status(body.statusCode).json({ ...body, ...(requestId ? { request_id: requestId } : {}) });
  }
}
