import {
  Kind,
  buildSchema,
  getNamedType,
  isObjectType,
  parse,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import schemaSdl from '../../../schema.graphql?raw';

/**
 * Whether each mutation's answer carries what the screens show: a screen's display fragments are the fragments its
 * queries spread (web/src/features and web/src/domain); everywhere a mutation's own selection reaches an object type
 * that such fragments are written on, it must spread every one of them (or a fragment that spreads it). Fragments
 * only mutations spread (the payload fragments) are read through as the mutation's own selection.
 */

/** The client's documents by file, as text. */
export type Documents = Record<string, string>;

/** Every screen document: web/src/features/**.graphql and web/src/domain/**.graphql. */
export const screenDocuments: Documents = import.meta.glob<string>(
  ['/src/features/**/*.graphql', '/src/domain/**/*.graphql'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

export const schema: GraphQLSchema = buildSchema(schemaSdl);

/** The mutation fields of the schema whose answer (list and non-null aside) is one of `types`. */
export function mutationsAnswering(...types: string[]): string[] {
  const fields = schema.getMutationType()?.getFields() ?? {};
  // The current names only: a deprecated one (issue 36's old names) is the same mutation, kept for integrators.
  return Object.values(fields)
    .filter((field) => !field.deprecationReason && types.includes(getNamedType(field.type).name))
    .map((field) => field.name)
    .sort();
}

type Parsed = { file: string; document: DocumentNode };

function parseAll(documents: Documents): Parsed[] {
  return Object.entries(documents).map(([file, text]) => ({ file, document: parse(text) }));
}

function fragmentsOf(parsed: Parsed[]): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of parsed)
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  return fragments;
}

/**
 * The fragments a selection spreads, directly or through the fragments it spreads; `deep` also those inside its
 * fields (what a query shows), else only those at its own level (what covers an object of its type).
 */
function spreadsIn(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  into: Set<string>,
  deep: boolean,
) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (deep && selection.selectionSet) spreadsIn(selection.selectionSet, fragments, into, deep);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) spreadsIn(selection.selectionSet, fragments, into, deep);
    else if (!into.has(selection.name.value)) {
      into.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) spreadsIn(fragment.selectionSet, fragments, into, deep);
    }
  }
  return into;
}

/** The screens' display fragments: every fragment a query spreads, directly or not. */
export function displayFragments(documents: Documents = screenDocuments): Map<string, FragmentDefinitionNode> {
  const parsed = parseAll(documents);
  const fragments = fragmentsOf(parsed);
  const shown = new Set<string>();
  for (const { document } of parsed)
    for (const definition of document.definitions)
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'query')
        spreadsIn(definition.selectionSet, fragments, shown, true);
  return new Map([...fragments].filter(([name]) => shown.has(name)));
}

/** A mutation operation of the client, with the field of the schema it calls. */
export type ClientMutation = { file: string; operation: string; field: string; node: FieldNode };

/** Every root field of every mutation the client sends. */
export function clientMutations(documents: Documents = screenDocuments): ClientMutation[] {
  const found: ClientMutation[] = [];
  for (const { file, document } of parseAll(documents))
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') continue;
      const operation = (definition as OperationDefinitionNode).name?.value ?? '(anonymous)';
      for (const selection of definition.selectionSet.selections)
        if (selection.kind === Kind.FIELD)
          found.push({ file, operation, field: selection.name.value, node: selection });
    }
  return found;
}

type Gathered = { fields: Map<string, FieldNode[]>; spreads: Set<string> };

/**
 * A selection as one level of the answer: its fields by response name (a field selected in several places, say by
 * the payload fragment and by the mutation beside it, counts as one) and the display fragments it spreads, with
 * those they spread. Other fragments and inline fragments are read through.
 */
function gather(
  selectionSets: readonly SelectionSetNode[],
  fragments: Map<string, FragmentDefinitionNode>,
  shown: Map<string, FragmentDefinitionNode>,
): Gathered {
  const gathered: Gathered = { fields: new Map(), spreads: new Set() };
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        gathered.fields.set(key, [...(gathered.fields.get(key) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (shown.has(selection.name.value)) {
        gathered.spreads.add(selection.name.value);
        spreadsIn(shown.get(selection.name.value)!.selectionSet, fragments, gathered.spreads, false);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  selectionSets.forEach(visit);
  return gathered;
}

/**
 * What the answers of `mutationFields` leave out, one line per miss: "AddCharges (…/ExtraBilling.graphql)
 * createCharges.students: Student without ...StudentTable_student". Empty when every one is covered.
 */
export function uncoveredFragments(mutationFields: readonly string[], documents: Documents = screenDocuments) {
  const parsed = parseAll(documents);
  const fragments = fragmentsOf(parsed);
  const shown = displayFragments(documents);
  const shownOn = (type: GraphQLNamedType) =>
    [...shown.values()].filter((f) => f.typeCondition.name.value === type.name).map((f) => f.name.value);
  const misses: string[] = [];

  const check = (where: string, path: string, type: GraphQLNamedType, nodes: FieldNode[]) => {
    const sets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    if (!isObjectType(type) || sets.length === 0) return;
    const { fields, spreads } = gather(sets, fragments, shown);
    for (const name of shownOn(type))
      if (!spreads.has(name)) misses.push(`${where} ${path}: ${type.name} without ...${name}`);
    const typeFields = type.getFields();
    for (const [key, fieldNodes] of fields) {
      const field = typeFields[fieldNodes[0]!.name.value];
      if (field) check(where, `${path}.${key}`, getNamedType(field.type), fieldNodes);
    }
  };

  const rootFields = schema.getMutationType()?.getFields() ?? {};
  for (const mutation of clientMutations(documents)) {
    if (!mutationFields.includes(mutation.field)) continue;
    const root = rootFields[mutation.field];
    if (!root) continue;
    check(`${mutation.operation} (${mutation.file})`, mutation.field, getNamedType(root.type), [mutation.node]);
  }
  return misses;
}

/** Every field of the schema that a mutation of the client calls. */
export function clientMutationFields(documents: Documents = screenDocuments): string[] {
  return [...new Set(clientMutations(documents).map((mutation) => mutation.field))].sort();
}

/**
 * The documents with `...fragment` taken out of the answers of one file, its mutations and the fragments only they
 * spread (the screens' own fragments and queries stay as they are), in favour of `__typename` (a selection may not be
 * empty): what a family test must catch.
 */
export function withoutSpread(file: string, fragment: string, documents: Documents = screenDocuments): Documents {
  const text = documents[file];
  if (text === undefined) throw new Error(`No document ${file}`);
  const shown = displayFragments(documents);
  const answers = parse(text).definitions.filter(
    (d) =>
      (d.kind === Kind.OPERATION_DEFINITION && d.operation === 'mutation') ||
      (d.kind === Kind.FRAGMENT_DEFINITION && !shown.has(d.name.value)),
  );
  const pattern = new RegExp(`\\.\\.\\.${fragment}\\b`, 'g');
  let changed = text;
  for (const definition of [...answers].reverse()) {
    const { start, end } = definition.loc!;
    changed = changed.slice(0, start) + changed.slice(start, end).replace(pattern, '__typename') + changed.slice(end);
  }
  if (changed === text) throw new Error(`No answer in ${file} spreads ...${fragment}`);
  return { ...documents, [file]: changed };
}
