import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  buildSchema,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientPermissionName, PERMISSION_ALLOWS, PERMISSIONS, type Permission } from '../src/common/roles';
import { whoMayCall } from '../src/common/schema-access';
import { declaredAccess } from './support/access';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Integrators read the schema, not the code: every type, field, argument and enum value says what it means here
 * (units, time zone, who may call it, its errors). Runs over the schema the app serves, built as in production.
 */

/** Every element of the schema without a description, as `Type`, `Type.field`, `Type.field(arg)` or `Enum.VALUE`. */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (name: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(name);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    // GraphQL's own: the `__` introspection types and String, Int, Float, Boolean, ID (described by the spec).
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
      for (const field of Object.values(type.getFields())) {
        // A root field's own words come before the line the schema adds to every one of them (who may call it).
        check(`${type.name}.${field.name}`, field.description?.replace(/(^|\n\n)Who may call: [^\n]+$/, ''));
        for (const arg of 'args' in field ? field.args : [])
          check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    if (isEnumType(type)) for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
  }
  return missing.sort();
}

const rootFields = (schema: GraphQLSchema) =>
  [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) =>
    Object.values(root.getFields()).map((field) => ({ root: root.name, field })),
  );

describe("the schema's descriptions", () => {
  let t: TestApp;
  let schema: GraphQLSchema;
  beforeAll(async () => {
    t = await startTestApp();
    schema = t.app.get(GraphQLSchemaHost).schema;
  }, 60_000);
  afterAll(() => t.close());

  it('describe every type, field, argument and enum value', () => {
    const missing = undescribed(schema);
    // The list itself is the failure message: one line per undescribed element.
    if (missing.length) console.log(`${missing.length} undescribed schema elements:\n${missing.join('\n')}`);
    expect(missing).toEqual([]);
  });

  it("end every root field with who may call it, as its handler declares (the access matrix's source)", () => {
    const access = declaredAccess(t.app);
    const wrong = rootFields(schema).flatMap(({ root, field }) => {
      const declared = access[`${root.toLowerCase()} ${field.name}`];
      const line = whoMayCall(declared ?? 'none');
      return field.description?.endsWith(line) ? [] : [`${root}.${field.name}: should end "${line}"`];
    });
    expect(wrong).toEqual([]);
    expect(whoMayCall('payments.verify')).toBe('Who may call: superadmins and admins (permission `payments_verify`).');
  });

  it('say of each permission what it allows and who holds it, from roles.ts', () => {
    const values = schema.getType('Permission');
    if (!isEnumType(values)) throw new Error('Permission is not an enum');
    // The schema is sorted: compare by name.
    expect(Object.fromEntries(values.getValues().map((v) => [v.name, v.description]))).toEqual(
      Object.fromEntries(
        (Object.keys(PERMISSIONS) as Permission[]).map((p) => [
          clientPermissionName(p),
          expect.stringContaining(PERMISSION_ALLOWS[p]) as unknown,
        ]),
      ),
    );
    expect(values.getValue('jobs_manage')?.description).toMatch(/Held by superadmins\.$/);
    expect(values.getValue('resident_self')?.description).toMatch(/Held by residents' own logins\.$/);
  });

  it('are written to schema.graphql too: its root fields say who may call them', () => {
    const written = buildSchema(readFileSync(join(__dirname, '..', '..', 'schema.graphql'), 'utf8'));
    const without = rootFields(written)
      .filter(({ field }) => !/(^|\n\n)Who may call: [^\n]+$/.test(field.description ?? ''))
      .map(({ root, field }) => `${root}.${field.name}`);
    expect(without).toEqual([]);
  });
});
