import { ApiRoom, startHostelApi, Who } from './support/hostel-api';
import { brokenCounts } from './support/invariants';
import {
  ADD,
  CHANGE,
  COUNTS,
  LIST,
  ONE,
  requestHelpers,
  Resident,
  startRequestsApi,
  TARGETS,
} from './support/requests';
import { TEST_DATABASES } from './support/test-app';

const ARCHIVE = `mutation ($id: ID!) { archiveStudent(id: $id) { student { id archived } } }`;

/** Residents' requests refused: another hostel's, a resident who has left, bad input, and the roles without access. */
describe.each(TEST_DATABASES)('requests refused on %s', (db) => {
  let api: Awaited<ReturnType<typeof startHostelApi>>;
  let room: ApiRoom;
  let priya: Resident;
  let arjun: Resident;

  beforeAll(async () => {
    ({ api, room, priya, arjun } = await startRequestsApi(db));
  });
  afterAll(() => api.close());
  // Every request raised or moved moves the kept counts the list and the dashboard read.
  afterEach(async () => expect(await brokenCounts(api.t)).toEqual({}));

  const { ok, add } = requestHelpers(
    () => api,
    () => priya,
  );

  it('answers another hostel’s request and resident as not found, and refuses a resident who has left', async () => {
    const request = await add('service');
    for (const [query, variables] of [
      [ONE, { id: request.id }],
      [CHANGE, { id: request.id, status: 'working' }],
      [ADD, { input: { type: 'service', studentId: priya.id, text: 'Hello' } }],
    ] as const) {
      const res = await api.ask(query, variables, 'adminB');
      expect(api.errorOf(res)?.extensions.code).toBe('NOT_FOUND');
    }
    const left = (await api.checkIn(room, 2, 'wardenA', { name: 'Sneha Kulkarni' })).student;
    await ok(ARCHIVE, { id: left.id }, 'adminA');
    const res = await api.ask(ADD, { input: { type: 'food', studentId: left.id, text: 'Veg meals' } }, 'staffA');
    expect(api.errorOf(res)?.extensions.fields?.[0]).toEqual({
      field: 'studentId',
      message: 'This resident has left the hostel.',
    });
  });

  it('refuses bad input naming the field', async () => {
    const fieldOf = async (query: string, variables: Record<string, unknown>, who: Who = 'staffA') =>
      api.errorOf(await api.ask(query, variables, who))?.extensions.fields?.[0];
    expect(await fieldOf(ADD, { input: { type: 'service', studentId: priya.id, text: '   ' } })).toEqual({
      field: 'text',
      message: 'Please describe the request.',
    });
    expect(await fieldOf(ADD, { input: { type: 'service', studentId: priya.id, text: 'x'.repeat(501) } })).toEqual({
      field: 'text',
      message: 'Request can be at most 500 characters.',
    });
    expect((await fieldOf(ADD, { input: { type: 'service', studentId: 'abc', text: 'Hi' } }))?.field).toBe('studentId');
    const key = { type: 'service', studentId: priya.id, text: 'Hi', clientKey: 'short' };
    expect((await fieldOf(ADD, { input: key }))?.field).toBe('clientKey');
    expect((await fieldOf(CHANGE, { id: '1', status: 'working', note: 'n'.repeat(201) }))?.field).toBe('note');
    expect((await fieldOf(TARGETS, { input: { service: 0 } }, 'adminA'))?.field).toBe('service');
    expect((await fieldOf(TARGETS, { input: { others: 721 } }, 'adminA'))?.field).toBe('others');
    expect((await fieldOf(LIST, { pageSize: 7 }))?.field).toBe('pageSize');
  });

  it('lets staff, wardens and admins read and write requests, only admins set targets, and refuses residents', async () => {
    const code = async (query: string, variables: Record<string, unknown>, who: Who | null) =>
      api.errorOf(await api.ask(query, variables, who))?.extensions.code;
    for (const who of ['staffA', 'wardenA', 'adminA', 'superadmin'] as Who[]) {
      expect(await code(COUNTS, {}, who)).toBeUndefined();
      expect(
        await code(ADD, { input: { type: 'food', studentId: arjun.id, text: `From ${who}` } }, who),
      ).toBeUndefined();
    }
    expect(await code(COUNTS, {}, 'tenantA')).toBe('FORBIDDEN');
    expect(await code(COUNTS, {}, null)).toBe('UNAUTHENTICATED');
    expect(await code(TARGETS, { input: { service: 12 } }, 'wardenA')).toBe('FORBIDDEN');
    expect(await code(TARGETS, { input: { service: 12 } }, 'staffA')).toBe('FORBIDDEN');
  });
});
