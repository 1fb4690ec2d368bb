import { GraphQLSchemaHost } from '@nestjs/graphql';
import fc from 'fast-check';
import type { Response, Test } from 'supertest';
import { DataSource } from 'typeorm';
import { SessionsService } from '../src/auth/sessions.service';
import { User } from '../src/users/user.entity';
import { ErrorLog } from './support/error-log';
import { numericEdges } from './support/fuzz/bounds';
import { graphqlCase, GraphQLCase, graphqlOperations, numericInputs } from './support/fuzz/graphql-cases';
import { RestCase, restCase, restRoutes } from './support/fuzz/rest-cases';
import { LEAKS } from './support/fuzz/values';
import { startHostelApi, Who } from './support/hostel-api';
import { brokenInvariants } from './support/invariants';
import { seedEveryKind } from './support/access-hostels';
import { TEST_DATABASES } from './support/test-app';

/**
 * Cases per database: 1200 GraphQL and 400 REST in `npm test` (CI's time); FUZZ_GRAPHQL_RUNS and FUZZ_REST_RUNS run
 * more (README: `FUZZ_GRAPHQL_RUNS=20000 FUZZ_REST_RUNS=5000 npx jest fuzz`). FUZZ_STATS=1 prints the answers per
 * operation; FUZZ_SEED=… replays a failure's sequence.
 */
const GRAPHQL_RUNS = Number(process.env.FUZZ_GRAPHQL_RUNS ?? 1200);
const REST_RUNS = Number(process.env.FUZZ_REST_RUNS ?? 400);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

type Caller = Who | 'anonymous' | 'stale';
const CALLERS: Caller[] = ['anonymous', 'stale', 'superadmin', 'adminA', 'wardenA', 'staffA', 'tenantA', 'adminB'];
/** Signed with another secret: what a browser holds after the server's secret changed, or a forgery. */
const STALE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjEsImhpZCI6MSwicm9sZSI6ImFkbWluIiwidmVyIjoxLCJzaWQiOiJ4In0.c2lnbmF0dXJlLW9mLWFub3RoZXItc2VjcmV0';

describe.each(TEST_DATABASES)('hostile input on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  const log = new ErrorLog();
  const tokens = {} as Record<Caller, string | undefined>;
  const outcomes = new Map<string, number>();
  let ids: string[] = [];

  /** Signs every role in again after a case disabled, demoted or signed out one of them. */
  async function restoreSessions() {
    const users = api.t.app.get(DataSource).getRepository(User);
    for (const who of Object.keys(api.seed.phones) as Who[]) {
      const user = await users.findOneByOrFail({ phoneNumber: api.seed.phones[who] });
      const role =
        who === 'superadmin'
          ? 'superadmin'
          : who === 'adminA' || who === 'adminB'
            ? 'admin'
            : who === 'wardenA'
              ? 'warden'
              : who === 'staffA'
                ? 'staff'
                : 'tenant';
      await users.update({ id: user.id }, { isActive: true, role });
      tokens[who] = (
        await api.t.app.get(SessionsService).start(await users.findOneByOrFail({ id: user.id }))
      ).accessToken;
    }
  }

  beforeAll(async () => {
    api = await startHostelApi(db, log);
    tokens.anonymous = undefined;
    tokens.stale = STALE_TOKEN;
    await restoreSessions();
    for (const who of ['wardenA', 'adminB'] as const) {
      for (let i = 0; i < 3; i++) {
        const room = await api.newRoom(who, 3);
        await api.checkIn(room, 0, who);
        if (i === 0) await api.checkIn(room, 1, who);
      }
    }
    // Rows of every kind in both hostels (money, operations, subscriptions): their ids are drawn as often as hostile ones.
    const seeded = await seedEveryKind(api);
    ids = [...new Set([...Object.values(seeded.A), ...Object.values(seeded.B)])];
    log.errors.length = 0;
  }, 120_000);
  afterAll(() => api.close());

  const withToken = (req: Test, who: Caller) => (tokens[who] ? req.set('Authorization', `Bearer ${tokens[who]}`) : req);

  /** The rules every answer keeps, whatever it was asked. */
  async function check(res: Response, who: Caller, what: string) {
    const text = res.text ?? '';
    const errors = (res.body as { errors?: { extensions?: Record<string, unknown> }[] } | undefined)?.errors ?? [];
    const problem =
      res.status >= 500
        ? `status ${res.status}`
        : errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')
          ? 'INTERNAL_SERVER_ERROR'
          : errors.some((e) => e.extensions && 'stacktrace' in e.extensions)
            ? 'a stack trace'
            : LEAKS.test(text)
              ? `leaked text ${LEAKS.exec(text)?.[0]}`
              : log.errors.length
                ? `an error logged: ${log.errors[0]}`
                : null;
    if (problem) throw new Error(`${what} as ${who} answered ${problem}:\n${text.slice(0, 1500)}`);
    const signedOut = res.status === 401 || errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    if (signedOut && who !== 'anonymous' && who !== 'stale') await restoreSessions();
  }

  it(`answers ${GRAPHQL_RUNS} random GraphQL operations (every query and mutation, every role) without a fault`, async () => {
    const operations = graphqlOperations(api.t.app.get(GraphQLSchemaHost).schema);
    expect(operations.length).toBeGreaterThan(20);
    const run = async ({ operation, variables, inline }: GraphQLCase, who: Caller) => {
      const body = inline ? { query: operation.inline(variables) } : { query: operation.document, variables };
      const res = await withToken(api.t.http().post('/graphql').send(body), who);
      await check(res, who, `${operation.field} ${JSON.stringify(body).slice(0, 600)}`);
      const outcome = `${operation.field} ${(res.body as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code ?? 'ok'}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    };
    const edges = numericEdges();
    await fc.assert(fc.asyncProperty(graphqlCase(operations, edges, ids), fc.constantFrom(...CALLERS), run), {
      numRuns: GRAPHQL_RUNS,
      seed: SEED,
      endOnFailure: true,
    });
    // Each generated document must reach its resolver sometimes; one that never gets past parsing and validation tests nothing.
    const executed = new Set(
      [...outcomes.keys()]
        .filter((k) => !/ (GRAPHQL_PARSE_FAILED|GRAPHQL_VALIDATION_FAILED|BAD_REQUEST)$/.test(k))
        .map((k) => k.split(' ')[0]),
    );
    if (process.env.FUZZ_STATS)
      console.log(
        [...outcomes]
          .sort()
          .map(([k, n]) => `${k}: ${n}`)
          .join('\n'),
      );
    console.log(`[fuzz] ${db}: ${GRAPHQL_RUNS} GraphQL cases tried over ${operations.length} operations`);
    expect(operations.filter((o) => !executed.has(o.field)).map((o) => o.field)).toEqual([]);
  }, 300_000);

  it('knows the bounds of every numeric input, so the fuzzing sends each one its edges', () => {
    const edges = numericEdges();
    const inputs = numericInputs(api.t.app.get(GraphQLSchemaHost).schema);
    // Money inputs (every amount of paise) as well as Int ones: each needs its bounds.
    expect(inputs).toEqual(
      expect.arrayContaining(['amountPaise', 'monthlyRentPaise', 'depositPaise', 'pricePerMonthPaise', 'pageSize']),
    );
    expect(inputs.filter((name) => !edges.has(name))).toEqual([]);
    expect(edges.get('amountPaise')).toEqual(expect.arrayContaining([0, 1, 100_000_000, 100_000_001]));
    expect(edges.get('monthlyRentPaise')).toEqual(expect.arrayContaining([-1, 0, 100_000_000, 100_000_001]));
    expect(edges.get('pricePerMonthPaise')).toEqual(expect.arrayContaining([-1, 0, 100_000_000, 100_000_001]));
  });

  it(`answers ${REST_RUNS} random REST requests (every route, body and query string, every role) without a fault`, async () => {
    const routes = restRoutes(api.t.app);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'POST /api/rooms/create-room', 'GET /api/students/export.csv']),
    );
    const run = async ({ route, path, query, body }: RestCase, who: Caller) => {
      const url = query ? `${path}?${query}` : path;
      let req = withToken(api.t.http()[route.method.toLowerCase() as 'get'](url), who);
      if (body.kind === 'json')
        req = req.set('Content-Type', 'application/json').send(JSON.stringify(body.value ?? null));
      else if (body.kind === 'raw') req = req.set('Content-Type', body.contentType).send(body.bytes);
      else req = req.attach('photo', body.bytes, { filename: body.filename, contentType: body.contentType });
      const res = await req;
      await check(
        res,
        who,
        `${route.method} ${url} ${body.kind === 'json' ? JSON.stringify(body.value)?.slice(0, 600) : body.kind}`,
      );
    };
    await fc.assert(fc.asyncProperty(restCase(routes, ids), fc.constantFrom(...CALLERS), run), {
      numRuns: REST_RUNS,
      seed: SEED,
      endOnFailure: true,
    });
    console.log(`[fuzz] ${db}: ${REST_RUNS} REST cases tried over ${routes.length} routes`);
  }, 300_000);

  it('leaves every hostel consistent: room counters, occupied beds and current stays agree', async () => {
    expect(await brokenInvariants(api.t)).toEqual({});
  });
});
