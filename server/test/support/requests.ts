import { JobWorker } from '../../src/jobs/job-worker';
import { ApiRoom, startHostelApi, Who } from './hostel-api';
import { loginAs } from './session';
import type { TestDatabase } from './test-app';

/** What the requests API tests (requests*.e2e-spec.ts) share: the queries, two residents, and their helpers. */

type HostelApi = Awaited<ReturnType<typeof startHostelApi>>;

const FIELDS = `id type text studentId studentName roomNumber status raisedAt dueAt minutesLeft`;
export const ADD = `mutation ($input: AddRequestInput!) { addRequest(input: $input) { ${FIELDS} } }`;
export const CHANGE = `mutation ($id: ID!, $status: RequestStatus!, $note: String) {
  changeRequestStatus(id: $id, status: $status, note: $note) { ${FIELDS} } }`;
export const ONE = `query ($id: ID!) { request(id: $id) { ${FIELDS} history { fromStatus toStatus changedById changedByName note } } }`;
export const LIST = `query ($type: RequestType, $status: RequestStatus, $search: String, $order: SortDirection, $page: Int, $pageSize: Int) {
  requests(type: $type, status: $status, search: $search, order: $order, page: $page, pageSize: $pageSize) {
    totalCount totalCountExact items { id text studentName status minutesLeft } } }`;
export const COUNTS = `{ requestCounts { id type open overdue } }`;
export const TARGETS = `mutation ($input: RequestTargetsInput!) { setRequestTargets(input: $input) { type hours } }`;

export interface RequestView {
  id: string;
  type: string;
  text: string;
  studentId: string;
  studentName: string;
  roomNumber: number | null;
  status: string;
  raisedAt: string;
  dueAt: string;
  minutesLeft: number | null;
}

export interface Resident {
  id: string;
  name: string;
}

/** The app with a room of eight beds for hostel A, and Priya Nair and Arjun Mehta checked into its first two. */
export async function startRequestsApi(db: TestDatabase) {
  const api = await startHostelApi(db);
  const room: ApiRoom = await api.newRoom('adminA', 8);
  const priya: Resident = (await api.checkIn(room, 0, 'wardenA', { name: 'Priya Nair' })).student;
  const arjun: Resident = (await api.checkIn(room, 1, 'wardenA', { name: 'Arjun Mehta' })).student;
  return { api, room, priya, arjun };
}

/**
 * Sends requests and reads them back on the app `api()` answers, staff by default; a request is Priya's unless the
 * test names another resident. Both are read when called, so they may be set in the file's beforeAll.
 */
export function requestHelpers(api: () => HostelApi, priya: () => Resident) {
  const ok = async <T>(query: string, variables: Record<string, unknown>, who: Who = 'staffA'): Promise<T> => {
    const res = await api().ask(query, variables, who);
    expect(api().errorOf(res)).toBeUndefined();
    return res.body.data as T;
  };
  const add = async (type: string, student = priya(), text = 'The fan in my room makes a noise', who: Who = 'staffA') =>
    (await ok<{ addRequest: RequestView }>(ADD, { input: { type, studentId: student.id, text } }, who)).addRequest;
  const counts = async (who: Who = 'staffA') =>
    (await ok<{ requestCounts: { type: string; open: number; overdue: number }[] }>(COUNTS, {}, who)).requestCounts;
  const countOf = async (type: string) => (await counts()).find((c) => c.type === type)!;
  const runJobs = () => api().t.app.get(JobWorker).runDue();
  /** Moves the clock on; sessions last 8 hours, so everyone signs in again. */
  const hours = async (h: number) => {
    api().t.clock.advance(h * 3_600_000);
    for (const who of Object.keys(api().tokens) as Who[])
      api().tokens[who] = await loginAs(api().t, api().seed.phones[who]);
  };
  return { ok, add, counts, countOf, runJobs, hours };
}
