import { Logger } from '@nestjs/common';
import { ASTVisitor, GraphQLError, GraphQLFormattedError, ValidationContext } from 'graphql';
import { INTERNAL_MESSAGE } from './errors';
import { MoneyInputError } from './money.scalar';

const logger = new Logger('Errors');

/** A subscription on a schema without subscriptions is the client's mistake: a validation error, not a crash. */
export function subscriptionsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== 'subscription' || context.getSchema().getSubscriptionType()) return;
      context.reportError(new GraphQLError('This API has no subscriptions: use a query', { nodes: [node] }));
    },
  };
}

const httpStatusOf = (error: unknown): number | undefined =>
  (error as { extensions?: { http?: { status?: number } } } | undefined)?.extensions?.http?.status;

/**
 * A Money variable GraphQL refused ('Variable "$input" got invalid value 1.5 at "input.deductions[0].amountPaise";
 * Amount must be a whole number of paise.'), worded as validation words bad input: the scalar's message, under the
 * field of the variable's input ("deductions.0.amountPaise"; "amounts.2" in a list variable; the variable's name when
 * it is the amount itself).
 */
function moneyInputError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError | null {
  const original = (error as { originalError?: unknown } | undefined)?.originalError;
  if (!(original instanceof MoneyInputError) || formatted.extensions?.code !== 'BAD_USER_INPUT') return null;
  const variable = /^Variable "\$(\w+)"/.exec(formatted.message)?.[1];
  if (!variable || !formatted.message.endsWith(`; ${original.message}`)) return null;
  const prefix = formatted.message.slice(0, -(original.message.length + 2));
  const path = / at "([\w.[\]]+)"$/.exec(prefix)?.[1] ?? variable;
  // Inside an input object the field is named as validation names it; a list variable keeps its name.
  const field = (path.startsWith(`${variable}.`) ? path.slice(variable.length + 1) : path).replace(/\[(\d+)\]/g, '.$1');
  return {
    ...formatted,
    message: original.message,
    extensions: { ...formatted.extensions, fields: [{ field, message: original.message }] },
  };
}

/**
 * A null sent for an argument that has a default but may not be null ('Argument "states" of non-null type
 * "[NotificationState!]!" must not be null.'): GraphQL allows such a variable and refuses it only while executing, as
 * an error without a code. It is the client's input: BAD_USER_INPUT naming the argument.
 */
function nullArgumentError(formatted: GraphQLFormattedError): GraphQLFormattedError | null {
  const argument = /^Argument "(\w+)" of non-null type "[^"]+" must not be null\.$/.exec(formatted.message)?.[1];
  if (!argument) return null;
  const message = `${argument} may not be null`;
  return {
    ...formatted,
    message,
    extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT', fields: [{ field: argument, message }] },
  };
}

/**
 * The last word on every GraphQL error: a request Apollo refuses with a 4xx but no code (a persisted
 * query whose hash does not match) is BAD_REQUEST, no JavaScript engine text reaches a client, and an
 * internal error never shows its own text.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // The parser recurses: a query nested deeper than the stack allows (possible under a raised GRAPHQL_MAX_TOKENS) is the client's.
  if (formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' && /call stack/i.test(formatted.message))
    return { ...formatted, message: 'The query is nested too deeply' };
  const money = moneyInputError(formatted, error);
  if (money) return money;
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
  const nullArgument = nullArgumentError(formatted);
  if (nullArgument) return nullArgument;
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500)
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
  // Errors of resolvers were logged by AllExceptionsFilter and carry INTERNAL_MESSAGE already; these come from execution itself.
  if (formatted.message !== INTERNAL_MESSAGE)
    logger.error(error instanceof Error ? (error.stack ?? error.message) : formatted.message);
  return { ...formatted, message: INTERNAL_MESSAGE };
}
