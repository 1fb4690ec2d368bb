import {
  ASTVisitor,
  FieldNode,
  FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  GraphQLError,
  GraphQLField,
  GraphQLNamedType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  SelectionSetNode,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  ValidationContext,
} from 'graphql';
import { introspectionListSizes } from './introspection-sizes';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

/** A list field costs its page size (the largest allowed when it comes from a variable). */
const DEFAULT_LIST_SIZE = 10;
const MAX_LIST_SIZE = 100;

/** What a selection set weighs, measured from where it sits: levels below it, cost per parent object, aliases. */
interface Weight {
  depth: number;
  cost: number;
  aliases: number;
}

/** Introspection fields count like any other: `__schema` on the query type, `__type`, `__typename` anywhere. */
const META_FIELDS: Record<string, GraphQLField<unknown, unknown>> = {
  [SchemaMetaFieldDef.name]: SchemaMetaFieldDef,
  [TypeMetaFieldDef.name]: TypeMetaFieldDef,
  [TypeNameMetaFieldDef.name]: TypeNameMetaFieldDef,
};

function fieldOf(parent: GraphQLNamedType | undefined, name: string): GraphQLField<unknown, unknown> | undefined {
  if (META_FIELDS[name]) return META_FIELDS[name];
  return parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
}

function pageSizeOf(field: FieldNode): number {
  const pageSize = field.arguments?.find((a) => a.name.value === 'pageSize');
  if (!pageSize) return DEFAULT_LIST_SIZE;
  return pageSize.value.kind === Kind.INT ? Number(pageSize.value.value) : MAX_LIST_SIZE;
}

/**
 * Refuses operations that are too deep, use too many aliases or would cost too much to run. Every
 * field counts, introspection included; a list of the schema's own description costs its real size
 * in this schema, and `__Type.ofType` (a type reference's wrappers, a few levels at most) adds no depth,
 * so that a tool's standard introspection query passes while a thousand aliased copies do not.
 */
export function queryLimitsRule(limits: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const schema = context.getSchema();
    const introspectionSizes = introspectionListSizes(schema);
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    // A fragment weighs the same wherever it is spread: weighed once, so spreading it twice in a chain stays linear.
    const fragmentWeights = new Map<string, Weight>();
    const weighing = new Set<string>();

    /** The multiplier a field applies to what it selects. `paged`: under a field that took a pageSize, `items` is that page. */
    const sizeOf = (
      field: FieldNode,
      parent: GraphQLNamedType | undefined,
      type: GraphQLField<unknown, unknown>['type'] | undefined,
      paged: boolean,
    ) => {
      const introspected = parent?.name.startsWith('__')
        ? introspectionSizes.get(`${parent.name}.${field.name.value}`)
        : undefined;
      if (introspected !== undefined) return introspected;
      const takesPage = field.arguments?.some((a) => a.name.value === 'pageSize') ?? false;
      const isList = type ? isListType(getNullableType(type)) : false;
      return takesPage || (isList && !paged) ? pageSizeOf(field) : 1;
    };

    const weigh = (set: SelectionSetNode, parent: GraphQLNamedType | undefined, paged: boolean): Weight => {
      const total: Weight = { depth: 0, cost: 0, aliases: 0 };
      const add = (w: Weight, levels: number, multiplier: number) => {
        total.depth = Math.max(total.depth, w.depth + levels);
        total.cost += w.cost * multiplier;
        total.aliases += w.aliases;
      };
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.alias) total.aliases += 1;
          total.cost += 1;
          const type = fieldOf(parent, selection.name.value)?.type;
          if (!selection.selectionSet) continue;
          const levels = parent?.name === '__Type' && selection.name.value === 'ofType' ? 0 : 1;
          const takesPage = selection.arguments?.some((a) => a.name.value === 'pageSize') ?? false;
          const child = weigh(selection.selectionSet, type ? getNamedType(type) : undefined, takesPage);
          add(child, levels, sizeOf(selection, parent, type, paged));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const typeName = selection.typeCondition?.name.value;
          add(weigh(selection.selectionSet, typeName ? (schema.getType(typeName) ?? parent) : parent, paged), 0, 1);
        } else {
          const weight = weighFragment(selection.name.value, paged, parent);
          if (weight) add(weight, 0, 1);
        }
      }
      return total;
    };

    const weighFragment = (name: string, paged: boolean, parent: GraphQLNamedType | undefined): Weight | undefined => {
      const key = `${name}:${paged}`;
      const fragment = fragments.get(name);
      // A fragment that spreads itself is refused by graphql's own NoFragmentCycles rule.
      if (!fragment || weighing.has(key)) return undefined;
      if (!fragmentWeights.has(key)) {
        weighing.add(key);
        fragmentWeights.set(
          key,
          weigh(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? parent, paged),
        );
        weighing.delete(key);
      }
      return fragmentWeights.get(key);
    };

    return {
      OperationDefinition(node) {
        const root = schema.getRootType(node.operation) ?? undefined;
        const result = weigh(node.selectionSet, root, false);
        const cost = Math.ceil(result.cost);
        const fail = (message: string) =>
          context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
        if (result.depth > limits.maxDepth)
          fail(`Query is too deep: ${result.depth} levels, the limit is ${limits.maxDepth}`);
        if (result.aliases > limits.maxAliases)
          fail(`Query uses too many aliases: ${result.aliases}, the limit is ${limits.maxAliases}`);
        if (cost > limits.maxCost) fail(`Query is too expensive: cost ${cost}, the limit is ${limits.maxCost}`);
      },
    };
  };
}
