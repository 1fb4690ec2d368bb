/**
 * What the contract check (openapi-contract.ts) found in this test process: the mismatches not yet reported and the
 * counts for the run's summary. Kept apart from the checker so that the jest setup file that reports them
 * (openapi-contract.setup.ts, loaded for every spec) loads neither ajv nor the app.
 */

export interface ContractCounts {
  calls: number;
  /** `POST /api/auth/login 200`: each (route, status) pair answered as the document says. */
  pairs: string[];
  /** `POST /api/auth/login`: each documented route called. */
  routes: string[];
  /** Every route the document lists. */
  documented: string[];
}

const failures: string[] = [];
let calls = 0;
const pairs = new Set<string>();
const routes = new Set<string>();
let documentedRoutes: string[] = [];

/** The routes of the document the answers are checked against. */
export function documented(list: string[]): void {
  documentedRoutes = [...list].sort();
}

/** One answer checked: its route, its status, and what was wrong with it (null: nothing). */
export function recordAnswer(route: string, status: number, failure: string | null): void {
  calls += 1;
  routes.add(route);
  if (failure) failures.push(failure);
  else pairs.add(`${route} ${status}`);
}

/** The mismatches recorded since the last call, cleared. */
export function takeContractFailures(): string[] {
  return failures.splice(0);
}

export function contractCounts(): ContractCounts {
  return { calls, pairs: [...pairs].sort(), routes: [...routes].sort(), documented: documentedRoutes };
}
