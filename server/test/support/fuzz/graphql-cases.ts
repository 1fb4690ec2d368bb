import fc from 'fast-check';
import {
  getNamedType,
  GraphQLArgument,
  GraphQLField,
  GraphQLInputType,
  GraphQLOutputType,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { anyJson, hostileId, hostileInt, hostileString } from './values';

/** One argument of the operation, sent as the variable `name` of `type`. */
interface Variable {
  name: string;
  type: GraphQLInputType;
  argument: string;
}

/** A root field of the schema as one operation, every argument in it (nested fields' too) a variable. */
export interface GraphQLOperation {
  field: string;
  kind: 'query' | 'mutation';
  variables: Variable[];
  /** The document with the arguments as variables, or written inline by `inline(values)`. */
  document: string;
  inline: (values: Record<string, unknown>) => string;
}

export interface GraphQLCase {
  operation: GraphQLOperation;
  variables: Record<string, unknown>;
  inline: boolean;
}

const today = new Date().toISOString().slice(0, 10);

/** Values a real client sends for a named field, so that fuzzing also reaches the code behind validation. */
function plausible(name: string): fc.Arbitrary<unknown> | undefined {
  if (/email/i.test(name)) return fc.integer({ min: 1, max: 999 }).map((n) => `resident${n}@example.in`);
  if (/phone|identifier/i.test(name))
    return fc.oneof(fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }).map(String), fc.constant('+919000000002'));
  if (/date|paidOn/i.test(name))
    return fc.oneof(
      fc.constant(today),
      fc.integer({ min: -400, max: 400 }).map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10)),
    );
  if (/name/i.test(name)) return fc.constantFrom('Asha Rao', 'Rahul Sharma', 'Ishita Banerjee', 'Ö\u0000zil');
  if (/csv/i.test(name)) {
    const cell = fc.oneof(hostileString, fc.constantFrom('Asha Rao', 'asha@example.in', '9876500001', today, '101'));
    const row = fc
      .array(cell, { minLength: 4, maxLength: 5 })
      .map((cells) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(','));
    return fc.array(row, { maxLength: 5 }).map((rows) => ['name,email,phone,move_in_date,room_no', ...rows].join('\n'));
  }
  if (/paise/i.test(name)) return fc.integer({ min: 0, max: 20_000_000 });
  if (/^(roomNumber|bedNumber|floor|totalBeds|count|page|line)$|Days$/.test(name))
    return fc.integer({ min: 0, max: 400 });
  if (/pageSize/.test(name)) return fc.constantFrom(10, 25, 50, 100);
  return undefined;
}

/** Each numeric input field's edges by name (bounds.ts): 0, least − 1, least, most, most + 1. */
export type NumericEdges = Map<string, number[]>;

/** What values are drawn from: each numeric input's edges, and ids of rows that exist. */
interface CaseContext {
  edges: NumericEdges;
  ids: readonly string[];
}

/** The scalars whose inputs are numbers with bounds: Money (every amount of paise) is fuzzed like Int. */
const NUMERIC_SCALARS = ['Int', 'Float', 'Money'];

/** A value for an input type: mostly well typed (hostile inside), sometimes anything at all. */
function valueOf(type: GraphQLInputType, name: string, ctx: CaseContext, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type))
    return fc.oneof(
      { weight: 19, arbitrary: valueOf(type.ofType, name, ctx, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  const typed = typedValueOf(type, name, ctx, depth);
  return fc.oneof(
    { weight: 24, arbitrary: typed },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function typedValueOf(type: GraphQLInputType, name: string, ctx: CaseContext, depth: number): fc.Arbitrary<unknown> {
  if (isListType(type)) return fc.array(valueOf(type.ofType, name, ctx, depth + 1), { maxLength: depth ? 2 : 4 });
  if (isNonNullType(type)) return valueOf(type, name, ctx, depth);
  if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), hostileString);
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    const shape = Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, f.name, ctx, depth + 1)]));
    const required = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    return fc.record(shape, { requiredKeys: required });
  }
  const hostile =
    {
      String: hostileString,
      Int: hostileInt,
      Float: hostileInt,
      Money: hostileInt,
      Boolean: fc.boolean(),
      // Ids of rows that exist (both hostels') as often as hostile ones: the code behind the lookup is reached too.
      ID: ctx.ids.length ? fc.oneof(fc.constantFrom(...ctx.ids), hostileId) : hostileId,
    }[type.name] ?? anyJson;
  const real = plausible(name);
  const own = NUMERIC_SCALARS.includes(type.name) && ctx.edges.get(name);
  // A number's own edges as often as plausible values: off-by-one limits and zero are where money code breaks.
  const picks = [
    ...(own ? [{ weight: 2, arbitrary: fc.constantFrom(...own) as fc.Arbitrary<unknown> }] : []),
    ...(real ? [{ weight: 2, arbitrary: real }] : []),
  ];
  return picks.length ? fc.oneof(...picks, { weight: 1, arbitrary: hostile }) : hostile;
}

/** A GraphQL literal for a value: strings and ids quoted, enum values bare, anything else as it comes. */
function literal(value: unknown, type: GraphQLInputType | undefined, depth = 0): string {
  const named = type && getNamedType(type);
  // Deeply nested values: JSON with bare keys, written by the engine rather than by recursion here.
  if (depth > 100) return JSON.stringify(value).replace(/"([A-Za-z_]\w*)":/g, '$1:');
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string')
    return named && isEnumType(named) && /^[A-Za-z_]\w*$/.test(value) ? value : JSON.stringify(value);
  if (Array.isArray(value))
    return `[${value.map((v) => literal(v, type && isListType(type) ? type.ofType : type, depth + 1)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = named && isInputObjectType(named) ? named.getFields() : {};
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${literal(v, fields[k]?.type, depth + 1)}`)
      .join(', ')}}`;
  }
  return String(value);
}

/** The selection of a field's answer: its scalars, and one level of its objects' scalars. */
function selectionOf(type: GraphQLOutputType, level: number, variables: Variable[]): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    const leaf = isLeafType(getNamedType(field.type));
    if (!leaf && level >= 2) continue;
    parts.push(
      `${field.name}${argumentsOf(field, variables)} ${leaf ? '' : selectionOf(field.type, level + 1, variables)}`.trim(),
    );
  }
  return `{ ${parts.join(' ')} }`;
}

function argumentsOf(field: GraphQLField<unknown, unknown>, variables: Variable[]): string {
  if (!field.args.length) return '';
  const names = field.args.map((arg: GraphQLArgument) => {
    const variable = { name: `v${variables.length}`, type: arg.type, argument: arg.name };
    variables.push(variable);
    return `${arg.name}: $${variable.name}`;
  });
  return `(${names.join(', ')})`;
}

/** Every query and mutation of the schema, so that an operation added later is fuzzed without a change here. */
export function graphqlOperations(schema: GraphQLSchema): GraphQLOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => {
      const variables: Variable[] = [];
      const body = `${field.name}${argumentsOf(field, variables)} ${selectionOf(field.type, 1, variables)}`;
      const declared = variables.length ? `(${variables.map((v) => `$${v.name}: ${String(v.type)}`).join(', ')})` : '';
      const inline = (values: Record<string, unknown>) =>
        `${kind} { ${body.replace(/\$(v\d+)/g, (_, name: string) => literal(values[name], variables.find((v) => v.name === name)?.type))} }`;
      return { field: field.name, kind, variables, document: `${kind} Fuzz${declared} { ${body} }`, inline };
    }),
  );
}

/** An operation with values for its variables; one in five written inline in the document instead. */
export function graphqlCase(
  operations: GraphQLOperation[],
  edges: NumericEdges = new Map(),
  ids: readonly string[] = [],
): fc.Arbitrary<GraphQLCase> {
  const ctx = { edges, ids };
  return fc.constantFrom(...operations).chain((operation) => {
    const shape = Object.fromEntries(operation.variables.map((v) => [v.name, valueOf(v.type, v.argument, ctx)]));
    return fc.record({
      operation: fc.constant(operation),
      variables: fc.record(shape, { requiredKeys: [] }),
      inline: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    });
  });
}

/** Every Int, Float or Money input of the schema (arguments and input fields), by name: each needs its bounds declared. */
export function numericInputs(schema: GraphQLSchema): string[] {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string, type: GraphQLInputType) => {
    const named = getNamedType(type);
    if (NUMERIC_SCALARS.includes(named.name)) names.add(name);
    if (isInputObjectType(named) && !seen.has(named.name)) {
      seen.add(named.name);
      for (const field of Object.values(named.getFields())) visit(field.name, field.type);
    }
  };
  for (const root of [schema.getQueryType(), schema.getMutationType()])
    for (const field of Object.values(root?.getFields() ?? {})) for (const arg of field.args) visit(arg.name, arg.type);
  // Arguments of fields below the root (Student.rentPeriods(count), Student.ledgerLines(page)) count too.
  for (const type of Object.values(schema.getTypeMap()))
    if (isObjectType(type) && !type.name.startsWith('__'))
      for (const field of Object.values(type.getFields())) for (const arg of field.args) visit(arg.name, arg.type);
  return [...names].sort();
}
