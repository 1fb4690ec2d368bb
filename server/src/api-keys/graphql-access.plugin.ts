import { Plugin } from '@nestjs/apollo';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { Inject } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GraphQLError, NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import { Credentials } from '../common/credentials';
import { AppError, TooManyRequestsError, UnauthenticatedError } from '../common/errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

type Context = { req: Request; res: Response };

/** An AppError as Apollo answers a refused request: its code, HTTP status and (for a limit) Retry-After. */
function refusal(error: AppError): GraphQLError {
  const headers = new HeaderMap();
  if (error instanceof TooManyRequestsError) headers.set('retry-after', String(error.retryAfterSeconds));
  return new GraphQLError(error.message, {
    extensions: {
      code: error.code,
      ...(error instanceof TooManyRequestsError ? { retryAfter: error.retryAfterSeconds } : {}),
      http: { status: error.getStatus(), headers },
    },
  });
}

/**
 * What GraphQL checks of a request's credentials before it runs, with `Credentials` (the guard's own resolution,
 * kept for the request: the guard reuses the answer, so one place still resolves a caller):
 * - an API key over its request limit is refused as a whole request, 429 with Retry-After, as REST refuses it (a
 *   refusal from the guard comes from inside execution, where Nest answers every HTTP status as 200);
 * - in production the schema is introspected (`__schema`, `__type`, found anywhere in the document, fragments too)
 *   only by a signed-in caller or an API key, never anonymously: integrators explore with their key, and the
 *   committed schema.graphql stays the public copy. Outside production, and when GRAPHQL_INTROSPECTION turns it off
 *   (Apollo then refuses it for everyone), introspection is as Apollo answers it.
 * Other requests are left to the guard, field by field, as before: a session token is resolved there, once.
 */
@Plugin()
export class GraphQLAccessPlugin implements ApolloServerPlugin<Context> {
  private readonly signedInIntrospection: boolean;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly credentials: Credentials,
  ) {
    this.signedInIntrospection = config.nodeEnv === 'production' && config.graphql.introspection;
  }

  async requestDidStart(): Promise<GraphQLRequestListener<Context>> {
    return {
      didResolveOperation: async ({ schema, document, contextValue: { req, res } }) => {
        const introspects =
          this.signedInIntrospection && validate(schema, document, [NoSchemaIntrospectionCustomRule]).length > 0;
        if (!introspects && !Credentials.sendsApiKey(req)) return;
        const resolved = await this.credentials.resolve(req, res);
        if ('error' in resolved) {
          if (resolved.error instanceof TooManyRequestsError) throw refusal(resolved.error);
          if (!introspects) return;
          if (resolved.error instanceof AppError) throw refusal(resolved.error);
          throw resolved.error;
        }
        if (introspects && !resolved.caller)
          throw refusal(new UnauthenticatedError('Sign in, or send an API key, to read the schema by introspection'));
      },
    };
  }
}
