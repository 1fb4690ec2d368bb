import { buildSchema, getOperationAST, Kind, parse, validate } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import schemaSdl from '../../../schema.graphql?raw';
import { PLAYGROUND_EXAMPLES } from './examples';

const schema = buildSchema(schemaSdl);
const operationOf = (query: string) => {
  const operation = getOperationAST(parse(query));
  if (!operation) throw new Error(`not one operation:\n${query}`);
  return operation;
};

describe('the playground’s examples', () => {
  it.each(PLAYGROUND_EXAMPLES.map((example) => [operationOf(example.query).name?.value, example] as const))(
    '%s is a valid operation of schema.graphql, and its variables fit it',
    (_name, example) => {
      const document = parse(example.query);
      expect(validate(schema, document).map((error) => error.message)).toEqual([]);
      const operation = operationOf(example.query);
      const variables = getVariableValues(schema, operation.variableDefinitions ?? [], JSON.parse(example.variables));
      expect(variables.errors?.map((error) => error.message)).toBeUndefined();
    },
  );

  it('names every tab differently, and marks the mutation, and only it, as a change', () => {
    const operations = PLAYGROUND_EXAMPLES.map((example) => operationOf(example.query));
    const names = operations.map((operation) => operation.name?.value);
    expect(new Set(names).size).toBe(PLAYGROUND_EXAMPLES.length);
    expect(names).toEqual(expect.not.arrayContaining([undefined]));
    PLAYGROUND_EXAMPLES.forEach((example, index) => {
      const mutation = operations[index]!.operation === 'mutation';
      expect(example.change).toBe(mutation);
      if (mutation) expect(example.query).toMatch(/^# A CHANGE: /);
    });
  });

  it('opens on a page of residents, with search and paging', () => {
    const first = operationOf(PLAYGROUND_EXAMPLES[0]!.query);
    expect(first.name?.value).toBe('Residents');
    const variables = (first.variableDefinitions ?? []).map((definition) => definition.variable.name.value);
    expect(variables).toEqual(['search', 'page', 'pageSize']);
    const field = first.selectionSet.selections[0]!;
    expect(field.kind === Kind.FIELD && field.name.value).toBe('students');
  });
});
