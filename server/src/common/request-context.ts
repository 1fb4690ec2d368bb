import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request, Response } from 'express';

/** The Express request behind an HTTP route or a GraphQL operation. */
export function requestOf(context: ExecutionContext): Request {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  }
  return context.switchToHttp().getRequest<Request>();
}

export function responseOf(context: ExecutionContext): Response {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ res: Response }>().res;
  }
  return context.switchToHttp().getResponse<Response>();
}
