import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getNamedType,
  GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLNamedType,
} from 'graphql';
import type { Response } from 'supertest';
import { PERMISSIONS, type Role } from '../src/common/roles';
import { Access, declaredAccess } from './support/access';
import {
  answerOf,
  FIELD_KIND,
  HostelIds,
  ID_OF_OPERATION,
  Kind,
  MARK_B,
  refusalOf,
  REST_ID_KIND,
  seedEveryKind,
  TINY_PNG,
} from './support/access-hostels';
import { graphqlOperations } from './support/fuzz/graphql-cases';
import { restRoutes } from './support/fuzz/rest-cases';
import { startHostelApi, Who } from './support/hostel-api';
import { TEST_DATABASES } from './support/test-app';

/**
 * The hostel dimension of the access matrix (access-matrix.e2e-spec.ts has operation × role): every operation that
 * takes an id (an ID argument or input field, an argument or field named id/…Id/…Ids, a REST route's :id), called by
 * each role of hostel A with an id of its own hostel, one of hostel B, and one that names nothing. Another hostel's id
 * must answer exactly as a missing one (NOT_FOUND, or the same refusal), the guard refuses by role as the handler
 * declares, no answer to hostel A shows hostel B's rows, and none is a fault. An id whose kind this file cannot tell
 * (a new operation, a renamed field) fails the test until ID_OF_OPERATION or FIELD_KIND names it.
 */
const MISSING = '999999';
const TODAY = '2026-11-20';
/** Signed out first, the superadmin (whose scope is every hostel) last: its calls may change hostel B's rows. */
const CALLERS: (Who | 'anonymous')[] = ['anonymous', 'tenantA', 'staffA', 'wardenA', 'adminA', 'superadmin'];
const ROLE_OF: Partial<Record<Who, Role>> = {
  tenantA: 'tenant',
  staffA: 'staff',
  wardenA: 'warden',
  adminA: 'admin',
  superadmin: 'superadmin',
};
type Target = 'own' | 'other' | 'missing';

function allowed(access: Access, who: Who | 'anonymous'): boolean {
  if (access === 'public') return true;
  if (who === 'anonymous') return false;
  if (access === 'signed-in, residents too') return true;
  if (access === 'signed-in') return who !== 'tenantA';
  return PERMISSIONS[access].includes(ROLE_OF[who]!);
}

const isIdName = (name: string, type: GraphQLNamedType) => type.name === 'ID' || name === 'id' || /Ids?$/.test(name);

/** Whether an input type names an id anywhere inside (a nullable legacy `input` beside a root `id` is left out). */
function namesAnId(type: GraphQLInputType, depth = 0): boolean {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || depth > 3) return false;
  return Object.values(named.getFields()).some(
    (f) => isIdName(f.name, getNamedType(f.type)) || namesAnId(f.type, depth + 1),
  );
}

interface Fill {
  operation: string;
  ids: Partial<Record<Kind, string>> | undefined;
  unmapped: Set<string>;
  key: () => string;
}

/** A value for an input: ids of the target hostel where the schema takes one, the smallest well-formed value elsewhere. */
function fill(type: GraphQLInputType, name: string, path: string, f: Fill, depth = 0): unknown {
  if (isNonNullType(type)) return fill(type.ofType, name, path, f, depth);
  const named = getNamedType(type);
  if (isIdName(name, named)) {
    const kind = name === 'id' ? ID_OF_OPERATION[f.operation] : FIELD_KIND[name];
    if (!kind) f.unmapped.add(`${f.operation} ${path}`);
    const id = (kind && f.ids?.[kind]) ?? MISSING;
    return isListType(type) ? [id] : id;
  }
  if (isListType(type)) return [];
  if (isEnumType(named)) return named.getValues()[0].value as unknown;
  if (isInputObjectType(named))
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter(
          (x) => depth < 3 && (isNonNullType(x.type) || isIdName(x.name, getNamedType(x.type)) || namesAnId(x.type)),
        )
        .map((x) => [x.name, fill(x.type, x.name, `${path}.${x.name}`, f, depth + 1)]),
    );
  if (['Int', 'Float', 'Money'].includes(named.name)) return 1;
  if (named.name === 'Boolean') return false;
  if (named.name === 'DateTime') return `${TODAY}T06:30:00.000Z`;
  if (/idempotencyKey|clientKey/.test(name)) return f.key();
  if (/date|On$/i.test(name)) return TODAY;
  if (/phone|identifier/i.test(name)) return '9876500001';
  if (/email/i.test(name)) return 'nobody@example.in';
  if (/month/i.test(name)) return TODAY.slice(0, 7);
  return 'x';
}

interface IdOperation {
  name: string;
  access: Access;
  send: (target: Target, token: string | undefined) => Promise<Response>;
}

describe.each(TEST_DATABASES)('hostel scope of every operation that takes an id, on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let ids: HostelIds;
  beforeAll(async () => {
    api = await startHostelApi(db);
    ids = await seedEveryKind(api);
  }, 120_000);
  afterAll(() => api.close());

  it('answers another hostel’s id exactly as a missing one, for every role, and never with its data', async () => {
    const schema = api.t.app.get(GraphQLSchemaHost).schema;
    const access = declaredAccess(api.t.app);
    const unmapped = new Set<string>();
    let submits = 0;
    const key = () => `access-hostels-case-${++submits}`;
    const idsOf = (target: Target) => (target === 'own' ? ids.A : target === 'other' ? ids.B : undefined);
    const operations: IdOperation[] = [];
    for (const op of graphqlOperations(schema)) {
      const field = (op.kind === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields()[op.field];
      const takesId = (arg: GraphQLArgument) => isIdName(arg.name, getNamedType(arg.type));
      if (!field.args.some((arg) => takesId(arg) || namesAnId(arg.type))) continue;
      const rootId = field.args.some(takesId);
      const sent = field.args
        .map((arg, index) => ({ arg, variable: op.variables[index].name }))
        .filter(({ arg }) => isNonNullType(arg.type) || takesId(arg) || (!rootId && namesAnId(arg.type)));
      // Arguments of fields in the selection (a required page or count): the smallest value.
      const below = op.variables.slice(field.args.length).filter((v) => isNonNullType(v.type));
      // Every id the operation takes is read once here, so an unmapped one fails the test even for a refused role.
      sent.forEach(({ arg }) => fill(arg.type, arg.name, arg.name, { operation: op.field, ids: ids.A, unmapped, key }));
      operations.push({
        name: `${op.kind} ${op.field}`,
        access: access[`${op.kind} ${op.field}`] as Access,
        send: async (target, token) => {
          const f: Fill = { operation: op.field, ids: idsOf(target), unmapped, key };
          const variables = Object.fromEntries([
            ...sent.map(({ arg, variable }) => [variable, fill(arg.type, arg.name, arg.name, f)]),
            ...below.map((v) => [v.name, fill(v.type, v.argument, v.argument, f)]),
          ]);
          const req = api.t.http().post('/graphql').send({ query: op.document, variables });
          return token ? req.set('Authorization', `Bearer ${token}`) : req;
        },
      });
    }
    for (const route of restRoutes(api.t.app).filter((r) => r.path.includes(':id'))) {
      const kind = REST_ID_KIND[route.path.slice(0, route.path.indexOf(':id') + 3)];
      if (!kind) unmapped.add(`${route.method} ${route.path}`);
      operations.push({
        name: `${route.method} ${route.path}`,
        access: access[`${route.method} ${route.path}`] as Access,
        send: async (target, token) => {
          const path = route.path.replace(':id', (kind && idsOf(target)?.[kind]) ?? MISSING);
          const agent = api.t.http();
          const req =
            route.method === 'GET'
              ? agent.get(path)
              : agent.post(path).attach('photo', TINY_PNG, { filename: 'face.png', contentType: 'image/png' });
          return token ? req.set('Authorization', `Bearer ${token}`) : req;
        },
      });
    }
    expect([...unmapped]).toEqual([]);
    // Queries before mutations: a role's own-hostel mutation may remove a row (deleteRoom) that a later query reads.
    operations.sort((a, b) => Number(a.name.startsWith('mutation')) - Number(b.name.startsWith('mutation')));

    const wrong: string[] = [];
    const tally = new Map<string, number>();
    let cases = 0;
    /** Pairs (operation, role) where the own id was found (answered otherwise than a missing one): scope was tested. */
    let reached = 0;
    for (const who of CALLERS) {
      const token = who === 'anonymous' ? undefined : api.tokens[who];
      for (const op of operations) {
        const answers = {} as Record<Target, Response>;
        for (const target of ['missing', 'other', 'own'] as Target[]) {
          const res = await op.send(target, token);
          answers[target] = res;
          cases++;
          const what = `${op.name} as ${who} with ${target} id`;
          const refusal = refusalOf(res);
          const body = res.body as { errors?: { extensions?: { code?: string } }[] };
          const code = body.errors?.[0]?.extensions?.code ?? (res.status >= 400 ? `HTTP ${res.status}` : 'OK');
          tally.set(code, (tally.get(code) ?? 0) + 1);
          if (res.status >= 500 || code === 'INTERNAL_SERVER_ERROR') wrong.push(`${what}: ${answerOf(res)}`);
          else if (!allowed(op.access, who)) {
            const expected = who === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
            if (refusal?.code !== expected) wrong.push(`${what}: ${answerOf(res)}, expected ${expected}`);
          } else if (refusal) wrong.push(`${what}: refused by the guard (${refusal.message})`);
          if (who !== 'superadmin' && new RegExp(`${MARK_B}|Hostel B`).test(res.text ?? ''))
            wrong.push(`${what}: shows hostel B's data: ${res.text.slice(0, 300)}`);
        }
        const [missing, other] = [answerOf(answers.missing), answerOf(answers.other)];
        if (allowed(op.access, who) && answerOf(answers.own) !== missing) reached++;
        if (who !== 'superadmin' && missing !== other)
          wrong.push(`${op.name} as ${who}: another hostel's id answers "${other}", a missing one "${missing}"`);
      }
    }
    console.log(
      `[access-hostels] ${db}: ${cases} cases (${operations.length} operations with ids × ${CALLERS.length} callers × 3 ids); ` +
        `${reached} (operation, role) pairs found their own hostel's row, so refused another's by scope; ` +
        `answers by code: ${[...tally].map(([c, n]) => `${c} ${n}`).join(', ')}; ` +
        `kinds with no row in each hostel (missing ids only): ${missingKinds(ids).join(', ') || 'none'}`,
    );
    expect(wrong).toEqual([]);
  }, 300_000);
});

/** Kinds with no row in one of the hostels: their cases compare missing ids only (reported, not hidden). */
function missingKinds(ids: HostelIds): string[] {
  const kinds = new Set<string>([
    ...Object.values(ID_OF_OPERATION),
    ...Object.values(FIELD_KIND),
    ...Object.values(REST_ID_KIND),
  ]);
  return [...kinds].filter((k) => !ids.A[k as Kind] || !ids.B[k as Kind]);
}
