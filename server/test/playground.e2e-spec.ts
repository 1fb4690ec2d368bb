import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAYGROUND_EXAMPLES } from '../../web/src/playground/examples';
import { PLAYGROUND_CSP } from '../src/common/graphql-playground';
import { DEMO_ADMIN_PHONE } from '../src/database/seed/demo-data';
import { graphql, loginAs } from './support/session';
import { startTestApp, TEST_DATABASES, type TestApp } from './support/test-app';

/** A browser's Accept header on a page load (Chromium's). */
const BROWSER =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7';
const PAGE = '<!doctype html><title>API playground · Hostel Admin</title><div id="root"></div>';

/** What a client sends to /graphql besides a browser's page load, and what Apollo answers it. */
async function apolloAnswers(t: TestApp) {
  const asks = [
    t.http().get('/graphql').query({ query: '{ __typename }' }).set('Accept', 'application/json'),
    t.http().get('/graphql').query({ query: '{ __typename }' }).set('apollo-require-preflight', 'true'),
    t.http().get('/graphql').set('Accept', '*/*'),
    t.http().get('/graphql'),
    t.http().post('/graphql').set('Accept', BROWSER).send({ query: '{ __typename }' }),
    t.http().post('/graphql').set('Content-Type', 'text/plain').send('{"query":"{ __typename }"}'),
  ];
  const answers = [];
  for (const ask of asks) {
    const res = await ask;
    answers.push({ status: res.status, type: res.type, body: res.text });
  }
  return answers;
}

describe.each(TEST_DATABASES)('the API playground on %s', (db) => {
  let dist: string;
  let on: TestApp;
  let off: TestApp;
  let unbuilt: TestApp;
  beforeAll(async () => {
    // The built web client as the server finds it (npm run build -w web): the app's page and the playground's.
    dist = mkdtempSync(join(tmpdir(), 'hostel-admin-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Hostel Admin</title>');
    writeFileSync(join(dist, 'playground.html'), PAGE);
    on = await startTestApp(db, { WEB_DIST_DIR: dist });
    off = await startTestApp(db, { WEB_DIST_DIR: dist, GRAPHQL_PLAYGROUND: 'false' });
    // The tests' usual app: no web client built, as /graphql answered before the playground.
    unbuilt = await startTestApp(db);
  });
  afterAll(async () => {
    await Promise.all([on.close(), off.close(), unbuilt.close()]);
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a browser’s GET /graphql with the playground page, under its content security policy', async () => {
    const res = await on.http().get('/graphql').set('Accept', BROWSER).expect(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toBe(PAGE);
    expect(res.headers['content-security-policy']).toBe(PLAYGROUND_CSP);
    expect(res.headers['content-security-policy']).not.toMatch(/https?:|\*/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The built file is the page only at /graphql, under the policy.
    await on.http().get('/playground.html').expect(302).expect('Location', '/graphql');
  });

  it('leaves every other request to /graphql to Apollo exactly as before, CSRF prevention included', async () => {
    const before = await apolloAnswers(unbuilt);
    expect(await apolloAnswers(on)).toEqual(before);
    // A GET without a preflight header and a POST a form could send are refused as before; the others answer.
    expect(before.map((answer) => answer.status)).toEqual([400, 200, 400, 400, 200, 400]);
    expect(before[0]!.body).toContain('Cross-Site Request Forgery');
    expect(before[1]!.body).toBe('{"data":{"__typename":"Query"}}\n');
  });

  it('answers no page when GRAPHQL_PLAYGROUND is off: a browser gets what it got before', async () => {
    const res = await off.http().get('/graphql').set('Accept', BROWSER);
    const before = await unbuilt.http().get('/graphql').set('Accept', BROWSER);
    expect({ status: res.status, type: res.type, body: res.text }).toEqual({
      status: before.status,
      type: before.type,
      body: before.text,
    });
    expect(res.text).toContain('Cross-Site Request Forgery');
    // The app's policy (common/security.ts, on every answer), not the playground page's.
    expect(res.headers['content-security-policy']).not.toBe(PLAYGROUND_CSP);
    expect(await apolloAnswers(off)).toEqual(await apolloAnswers(unbuilt));
    await off.http().get('/playground.html').expect(302).expect('Location', '/');
  });
});

describe.each(TEST_DATABASES)('the playground’s examples on the demo data on %s', (db) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(db, { SEED_DEMO_DATA: 'true' });
    token = await loginAs(t, DEMO_ADMIN_PHONE);
  }, 120_000); // the whole demo hostel is seeded through the services
  afterAll(() => t.close());

  /** Runs an example as the playground sends it: its text, its variables, the admin's session. */
  const run = async (name: string) => {
    const example = PLAYGROUND_EXAMPLES.find((e) => e.query.includes(` ${name}(`));
    if (!example) throw new Error(`no example ${name}`);
    const res = await graphql(t, example.query, JSON.parse(example.variables), token).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };

  it('runs every read as written, each answering something to see', async () => {
    const residents = await run('Residents');
    expect(residents.students.totalCount).toBeGreaterThan(10);
    expect(residents.students.items[0]).toMatchObject({ id: '1', name: 'Aarav Mehta' });
    const resident = await run('Resident');
    expect(resident.student).toMatchObject({ name: 'Aarav Mehta', currentStay: { roomNumber: expect.any(Number) } });
    const rooms = await run('RoomsWithFreeBeds');
    expect(rooms.rooms.items.length).toBeGreaterThan(0);
    const payments = await run('ResidentPayments');
    expect(payments.student.payments.length).toBeGreaterThan(0);
    const dues = await run('Dues');
    expect(dues.dues.totalCount).toBeGreaterThan(0);
    const requests = await run('PendingRequests');
    expect(requests.requests.totalCount).toBeGreaterThan(0);
  });

  it('checks the example’s resident in to the free bed its variables name', async () => {
    const rooms = await run('RoomsWithFreeBeds');
    const { input } = JSON.parse(PLAYGROUND_EXAMPLES.find((e) => e.change)!.variables);
    const room = rooms.rooms.items.find((r: { id: string }) => r.id === input.roomId);
    expect(room.beds.find((b: { id: string }) => b.id === input.bedId)).toMatchObject({ isOccupied: false });
    const answer = await run('CheckIn');
    expect(answer.checkIn.student).toMatchObject({ name: input.name, roomNumber: room.roomNumber });
  });
});
