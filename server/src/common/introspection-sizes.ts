import { GraphQLSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType } from 'graphql';

const cache = new WeakMap<GraphQLSchema, Map<string, number>>();

/**
 * How many items an introspection list holds on average in this schema, keyed `__Type.fields`:
 * `__schema { types { fields { name } } }` then costs what it answers (every field of every type),
 * as a list of rows costs its page size.
 */
export function introspectionListSizes(schema: GraphQLSchema): Map<string, number> {
  const known = cache.get(schema);
  if (known) return known;
  const types = Object.values(schema.getTypeMap());
  const withFields = types.filter((t) => isObjectType(t) || isInterfaceType(t));
  const fields = withFields.flatMap((t) => Object.values(t.getFields()));
  const directives = schema.getDirectives();
  const count = <T>(items: readonly T[], size: (item: T) => number) => items.reduce((sum, item) => sum + size(item), 0);
  const perType = (total: number) => total / Math.max(types.length, 1);
  const sizes = new Map<string, number>([
    ['__Schema.types', types.length],
    ['__Schema.directives', directives.length],
    ['__Type.fields', perType(fields.length)],
    ['__Type.interfaces', perType(count(withFields, (t) => t.getInterfaces().length))],
    [
      '__Type.possibleTypes',
      perType(
        count(types, (t) =>
          isUnionType(t) ? t.getTypes().length : isInterfaceType(t) ? schema.getPossibleTypes(t).length : 0,
        ),
      ),
    ],
    ['__Type.enumValues', perType(count(types, (t) => (isEnumType(t) ? t.getValues().length : 0)))],
    [
      '__Type.inputFields',
      perType(count(types, (t) => (isInputObjectType(t) ? Object.keys(t.getFields()).length : 0))),
    ],
    ['__Field.args', count(fields, (f) => f.args.length) / Math.max(fields.length, 1)],
    ['__Directive.args', count(directives, (d) => d.args.length) / Math.max(directives.length, 1)],
  ]);
  cache.set(schema, sizes);
  return sizes;
}
