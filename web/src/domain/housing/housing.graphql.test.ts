import { Kind, parse, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import schemaSdl from '../../../../schema.graphql?raw';

/** Every .graphql document of the client, as text. */
const documents = import.meta.glob<string>('/src/**/*.graphql', { query: '?raw', import: 'default', eager: true });

/** The mutation fields of the schema whose answer is `type`. */
function mutationsAnswering(type: string): string[] {
  const schema = parse(schemaSdl);
  const fields: string[] = [];
  for (const definition of schema.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION || definition.name.value !== 'Mutation') continue;
    for (const field of definition.fields ?? []) {
      let fieldType = field.type;
      while (fieldType.kind !== Kind.NAMED_TYPE) fieldType = fieldType.type;
      if (fieldType.name.value === type) fields.push(field.name.value);
    }
  }
  return fields;
}

/** Each selection of `fields` in the client's mutations: where it is, and the fragments it spreads. */
function selectionsOf(fields: string[]) {
  const found: { where: string; spreads: string[] }[] = [];
  for (const [file, text] of Object.entries(documents)) {
    const document: DocumentNode = parse(text);
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') continue;
      visit(definition as OperationDefinitionNode, {
        Field(node) {
          if (!fields.includes(node.name.value)) return;
          const spreads = (node.selectionSet?.selections ?? []).flatMap((s) =>
            s.kind === Kind.FRAGMENT_SPREAD ? [s.name.value] : [],
          );
          found.push({ where: `${file} ${node.name.value}`, spreads });
        },
      });
    }
  }
  return found;
}

describe('the housing change fragments', () => {
  it('is defined once: every mutation answering a StayChangePayload selects StayChange_payload', () => {
    const fields = mutationsAnswering('StayChangePayload');
    expect(fields).toEqual(expect.arrayContaining(['checkIn', 'assignBed', 'removeFromBed', 'updateStudent']));
    const selections = selectionsOf(fields);
    expect(selections.length).toBeGreaterThanOrEqual(5);
    for (const { where, spreads } of selections)
      expect({ where, spreads }).toEqual({ where, spreads: expect.arrayContaining(['StayChange_payload']) });
  });

  it('is the only fragment on StayChangePayload', () => {
    const onPayload = Object.entries(documents).flatMap(([file, text]) =>
      parse(text).definitions.flatMap((d) =>
        d.kind === Kind.FRAGMENT_DEFINITION && d.typeCondition.name.value === 'StayChangePayload'
          ? [`${file} ${d.name.value}`]
          : [],
      ),
    );
    expect(onPayload).toEqual(['/src/domain/housing/housing.graphql StayChange_payload']);
  });
});
