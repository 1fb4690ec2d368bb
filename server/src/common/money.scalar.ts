import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/** What the schema says of Money (schema.graphql, the web's generated types). */
export const MONEY_DESCRIPTION =
  'An amount of money in paise (1 rupee = 100 paise): a whole number from -9007199254740991 to 9007199254740991.';

/**
 * A Money input the API refuses. GraphQL puts it in a BAD_USER_INPUT error of the variable ("Variable "$input" got
 * invalid value …"), which formatGraphQLError turns into the message and field the other bad input gets.
 */
export class MoneyInputError extends GraphQLError {}

/** What is wrong with a Money input as the client sent it, in words; null when it is an amount. */
export function moneyInputProblem(value: unknown): string | null {
  if (typeof value === 'string') return 'Amount must be a number of paise, not text.';
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'Amount must be a whole number of paise.';
  if (!Number.isSafeInteger(value))
    return `Amount must be from ${-Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER} paise.`;
  return null;
}

function parseMoney(value: unknown): number {
  const problem = moneyInputProblem(value);
  if (problem) throw new MoneyInputError(problem);
  return value as number;
}

function parseMoneyLiteral(ast: ValueNode): number {
  if (ast.kind === Kind.STRING) return parseMoney(ast.value);
  if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return parseMoney(Number(ast.value));
  return parseMoney(undefined);
}

/**
 * Every amount of money in the GraphQL API: whole paise as a JSON number, safe to any sum a JavaScript number holds
 * exactly (the 32-bit Int stops at Rs. 2,14,74,836.47, which one resident's balance can pass). Inputs keep their
 * own bounds (class-validator rules); this scalar refuses only what is not an amount at all.
 */
export const MoneyScalar = new GraphQLScalarType<number, number>({
  name: 'Money',
  description: MONEY_DESCRIPTION,
  serialize(value) {
    if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
    // A server fault (a sum read as text, a fraction of a paisa): the answer must not pass it on as money.
    throw new GraphQLError(`Money cannot represent ${typeof value} value ${String(value)}`);
  },
  parseValue: parseMoney,
  parseLiteral: parseMoneyLiteral,
});
