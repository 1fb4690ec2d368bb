// The schema check's rule (scripts/schema-check.mjs): breaking only without a deprecation first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { breakingChanges } from './schema-check.mjs';

const before = `
  type Query { rooms(floor: Int, onFloor: Int @deprecated(reason: "Use floor")): [Room!]! }
  type Room { id: ID!, number: Int!, roomNumber: Int! @deprecated(reason: "Use number"), kind: Kind! }
  enum Kind { ac non_ac NON_AC @deprecated(reason: "Use non_ac") }
`;
const messages = async (after) => (await breakingChanges(before, after)).map((change) => change.message);

test('removing a field, an argument or an enum value that was not deprecated is breaking', async () => {
  const after = `
    type Query { rooms(onFloor: Int @deprecated(reason: "Use floor")): [Room!]! }
    type Room { id: ID!, roomNumber: Int! @deprecated(reason: "Use number"), kind: Kind! }
    enum Kind { non_ac NON_AC @deprecated(reason: "Use non_ac") }
  `;
  const found = await messages(after);
  assert.equal(found.length, 3, found.join('\n'));
  assert.ok(found.some((m) => m.includes("'number'")));
  assert.ok(found.some((m) => m.includes("'floor: Int'")));
  assert.ok(found.some((m) => m.includes("'ac'")));
});

test('removing what was deprecated before is not', async () => {
  const after = `
    type Query { rooms(floor: Int): [Room!]! }
    type Room { id: ID!, number: Int!, kind: Kind! }
    enum Kind { ac non_ac }
  `;
  assert.deepEqual(await messages(after), []);
});

test('deprecating and adding are not; a new required argument or a changed type is', async () => {
  assert.deepEqual(
    await messages(before.replace('number: Int!,', 'number: Int! @deprecated(reason: "Use no"), no: Int!,')),
    [],
  );
  const found = await messages(
    before.replace('floor: Int,', 'floor: Int, hostel: ID!,').replace('id: ID!', 'id: Int!'),
  );
  assert.equal(found.length, 2, found.join('\n'));
});
