import { TypeMetadataStorage } from '@nestjs/graphql';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { IS_PUBLIC, PERMISSION, RESIDENTS_TOO, SIGNED_IN } from './decorators';
import { clientPermissionName, PERMISSIONS, rolesText, type Permission } from './roles';

/** What a handler's decorators declare: `@Public()`, `@SignedIn()` (with `@ResidentsToo()`), `@Can(permission)` or nothing. */
export type DeclaredAccess = 'public' | 'signed-in' | 'signed-in, residents too' | Permission | 'none';

/** Reads a handler's access the way the guard does (auth.guard.ts): the method's decorator first, then its class's. */
export function declaredAccessOf(handler: object, owner: object): DeclaredAccess {
  const meta = <T>(key: string) =>
    (Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, owner)) as T | undefined;
  if (meta<boolean>(IS_PUBLIC)) return 'public';
  if (meta<boolean>(SIGNED_IN)) return meta<boolean>(RESIDENTS_TOO) ? 'signed-in, residents too' : 'signed-in';
  return meta<Permission>(PERMISSION) ?? 'none';
}

/** The line each root field's description ends with: who the guard lets through, from the handler's decorator. */
export function whoMayCall(access: DeclaredAccess): string {
  switch (access) {
    case 'public':
      return 'Who may call: anyone, signed in or not.';
    case 'signed-in':
      return `Who may call: any signed-in user of the admin app (${rolesText(['superadmin', 'admin', 'warden', 'staff'])}); not a resident's own login.`;
    case 'signed-in, residents too':
      return "Who may call: anyone signed in, a resident's own login too.";
    case 'none':
      return 'Who may call: no one (the handler declares no access, so the guard refuses every call).';
    default:
      return `Who may call: ${rolesText(PERMISSIONS[access])} (permission \`${clientPermissionName(access)}\`).`;
  }
}

const ROOT_DESCRIPTIONS = {
  Query:
    "Everything the API reads. Each field says who may call it (an API key: what a warden may read, in its hostel). A caller sees only their own hostel's rows (a superadmin every hostel's); another hostel's id answers NOT_FOUND, no token UNAUTHENTICATED, a missing permission FORBIDDEN.",
  Mutation:
    "Everything the API changes. Each field says who may call it (an API key: a read and write key what a warden may, a read-only key nothing). Bad input answers BAD_USER_INPUT naming the field, another hostel's id NOT_FOUND, no token UNAUTHENTICATED, a missing permission FORBIDDEN.",
};

/**
 * Ends every root field's description with who may call it, read from the decorators the guard reads, so the live
 * schema and the written schema.graphql say the same as the guard and cannot drift from it; describes Query and
 * Mutation themselves (code-first has no decorator for them). Idempotent: Nest runs it on the schema it writes to
 * the file and again on the one it serves (`transformAutoSchemaFile`), and the second is built from the first's text.
 */
export function describeRootAccess(schema: GraphQLSchema): GraphQLSchema {
  const roots: [GraphQLObjectType | null | undefined, ReturnType<typeof TypeMetadataStorage.getQueriesMetadata>][] = [
    [schema.getQueryType(), TypeMetadataStorage.getQueriesMetadata()],
    [schema.getMutationType(), TypeMetadataStorage.getMutationsMetadata()],
  ];
  for (const [root, resolvers] of roots) {
    if (!root) continue;
    root.description = ROOT_DESCRIPTIONS[root.name as keyof typeof ROOT_DESCRIPTIONS] ?? root.description;
    for (const field of Object.values(root.getFields())) {
      const declared = new Set(
        resolvers
          .filter((r) => r.schemaName === field.name)
          .map((r) => declaredAccessOf((r.target.prototype as Record<string, object>)[r.methodName], r.target)),
      );
      // Two handlers of one field (a resolver class loaded twice, a field declared by two) would make this line a
      // guess: the server refuses to start rather than describe the wrong guard.
      if (declared.size !== 1)
        throw new Error(`${root.name}.${field.name}: expected one handler's access, found ${declared.size}`);
      const line = whoMayCall([...declared][0]);
      const text = field.description?.trim() ?? '';
      if (!text.endsWith(line)) field.description = text ? `${text}\n\n${line}` : line;
    }
  }
  return schema;
}
