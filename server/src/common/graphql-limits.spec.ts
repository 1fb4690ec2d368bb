import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { queryLimitsRule } from './graphql-limits';

const schema = buildSchema(`
  type Room { id: ID! number: Int! beds: [Bed!]! }
  type Bed { id: ID! label: String! room: Room! }
  type RoomPage { items: [Room!]! totalCount: Int! }
  type Query { rooms(pageSize: Int): RoomPage! room(id: ID!): Room }
`);

const messages = (query: string, limits = { maxDepth: 10, maxAliases: 15, maxCost: 20000 }) =>
  validate(schema, parse(query), [...specifiedRules, queryLimitsRule(limits)]).map((e) => e.message);

describe('queryLimitsRule', () => {
  it('costs a page by its size and a list inside it by ten', () => {
    expect(
      messages('{ rooms(pageSize: 100) { items { id beds { id } } } }', { maxDepth: 10, maxAliases: 15, maxCost: 1 }),
    ).toEqual(['Query is too expensive: cost 1301, the limit is 1']);
  });

  it('counts __typename and introspection fields, aliases included', () => {
    const aliases = Array.from(
      { length: 3 },
      (_, i) => `t${i}: __typename s${i}: __schema { queryType { name } }`,
    ).join(' ');
    expect(messages(`{ ${aliases} }`, { maxDepth: 10, maxAliases: 5, maxCost: 20000 })).toEqual([
      'Query uses too many aliases: 6, the limit is 5',
    ]);
    expect(
      messages('{ __schema { types { fields { type { name } } } } }', { maxDepth: 3, maxAliases: 15, maxCost: 20000 }),
    ).toEqual(['Query is too deep: 4 levels, the limit is 3']);
  });

  it('lets a type reference’s ofType chain add no depth', () => {
    expect(
      messages('{ __type(name: "Room") { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } }', {
        maxDepth: 3,
        maxAliases: 15,
        maxCost: 20000,
      }),
    ).toEqual([]);
  });

  it('weighs a fragment once however often a chain of fragments spreads it (2^30 spreads here)', () => {
    const fragments = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Room { ...F${i + 1} ...F${i + 1} }`).join(
      '\n',
    );
    const query = `{ room(id: 1) { ...F0 } }\n${fragments}\nfragment F30 on Room { id }`;
    expect(messages(query)).toEqual([`Query is too expensive: cost ${2 ** 30 + 1}, the limit is 20000`]);
  });
});
