import {
  ASTVisitor,
  FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  GraphQLError,
  GraphQLNamedType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  SelectionSetNode,
  ValidationContext,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

/** A list field costs its page size (the largest allowed when it comes from a variable). */
const DEFAULT_LIST_SIZE = 10;
const MAX_LIST_SIZE = 100;

interface Walk {
  depth: number;
  cost: number;
  aliases: number;
}

function listSize(args: readonly { name: { value: string }; value: { kind: string } }[] | undefined): number {
  const pageSize = args?.find((a) => a.name.value === 'pageSize');
  if (!pageSize) return DEFAULT_LIST_SIZE;
  return pageSize.value.kind === Kind.INT ? Number((pageSize.value as unknown as { value: string }).value) : MAX_LIST_SIZE;
}

/** Refuses operations that are too deep, use too many aliases or would cost too much to run. */
export function queryLimitsRule(limits: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }

    // `paged` is set under a field that took a pageSize: its `items` list is that page, not another multiplication.
    const walk = (set: SelectionSetNode, parent: GraphQLNamedType | undefined, depth: number, multiplier: number, seen: Set<string>, paged = false): Walk => {
      const total: Walk = { depth, cost: 0, aliases: 0 };
      const add = (w: Walk) => {
        total.depth = Math.max(total.depth, w.depth);
        total.cost += w.cost;
        total.aliases += w.aliases;
      };
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          if (selection.alias) total.aliases += 1;
          const fields = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields() : {};
          const type = fields[selection.name.value]?.type;
          const isList = type ? isListType(getNullableType(type)) : false;
          const takesPage = selection.arguments?.some((a) => a.name.value === 'pageSize') ?? false;
          const multiplies = takesPage || (isList && !paged);
          const fieldMultiplier = multiplier * (multiplies ? listSize(selection.arguments) : 1);
          total.cost += multiplier;
          if (selection.selectionSet) add(walk(selection.selectionSet, type ? getNamedType(type) : undefined, depth + 1, fieldMultiplier, seen, takesPage));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const typeName = selection.typeCondition?.name.value;
          add(walk(selection.selectionSet, typeName ? context.getSchema().getType(typeName) ?? parent : parent, depth, multiplier, seen, paged));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue;
          add(walk(fragment.selectionSet, context.getSchema().getType(fragment.typeCondition.name.value) ?? parent, depth, multiplier, new Set([...seen, name]), paged));
        }
      }
      return total;
    };

    return {
      OperationDefinition(node) {
        const root = context.getSchema().getRootType(node.operation) ?? undefined;
        const result = walk(node.selectionSet, root, 0, 1, new Set());
        const fail = (message: string) => context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
        if (result.depth > limits.maxDepth) fail(`Query is too deep: ${result.depth} levels, the limit is ${limits.maxDepth}`);
        if (result.aliases > limits.maxAliases) fail(`Query uses too many aliases: ${result.aliases}, the limit is ${limits.maxAliases}`);
        if (result.cost > limits.maxCost) fail(`Query is too expensive: cost ${result.cost}, the limit is ${limits.maxCost}`);
      },
    };
  };
}
