import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { closeTestApps, releaseTestApps, reuseTestApps } from '../support/test-app';

/**
 * `npm test` runs the server's test files in GROUPS jest files (jest.groups.config.js) instead of one by one. Jest
 * gives every test file its own module registry: each of the hundred files loaded the whole application again
 * (2.5 s) and built its GraphQL schema again on its first boot (0.4 s) before its first test, about a third of the
 * layer's time on two cores. A group loads them once for its files.
 *
 * Every spec file is in exactly one group: each group file lists the same files, splits them the same way and runs
 * its own share, each inside a describe block named by its path (so a failure names its file). A file that does not
 * load fails as a test of its own; the spies a file leaves are restored before the next, and then the apps it closed go
 * to the next files, put back as just booted (test-app.ts, `startTestApp`). `npx jest <file>` still runs one file on
 * its own (jest.config.js).
 *
 * The split balances the groups by each file's time in an earlier run (weights.json, seconds; a file not in it counts
 * as the median). Stale weights only make the groups less even: `node server/test/groups/weigh.mjs <server.json>`
 * refreshes them from a whole layer's jest JSON (`node scripts/test.mjs server` prints where it wrote it).
 *
 * So a spec file must not depend on fresh module state (no `jest.mock`, no module-level state a test changes for
 * good: the group's files share one registry), nor on an app's history: what a test changes beyond the database and
 * the state put-back.ts restores (a provider's field set by hand, a session setting), the test undoes itself.
 */
export const GROUPS = 8;

const root = join(__dirname, '..', '..');

function specFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : specFiles(path, pattern);
    return pattern.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** The spec files jest.config.js matches, relative to server/, sorted. */
export function allSpecFiles(): string[] {
  return [...specFiles(join(root, 'src'), /\.spec\.ts$/), ...specFiles(join(root, 'test'), /\.e2e-spec\.ts$/)].sort();
}

/** The files of each group: the heaviest first, each to the lightest group so far (ties: the lower number). */
export function splitIntoGroups(files: string[], weights: Record<string, number>, groups = GROUPS): string[][] {
  const known = files.map((file) => weights[file]).filter((w): w is number => typeof w === 'number');
  const median = known.length ? [...known].sort((a, b) => a - b)[Math.floor(known.length / 2)] : 1;
  const weightOf = (file: string) => weights[file] ?? median;
  const bins = Array.from({ length: groups }, () => ({ files: [] as string[], weight: 0 }));
  const byWeight = [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  for (const file of byWeight) {
    const lightest = bins.reduce((best, bin) => (bin.weight < best.weight ? bin : best));
    lightest.files.push(file);
    lightest.weight += weightOf(file);
  }
  return bins.map((bin) => bin.files.sort());
}

/** Registers group `n`'s files (1-based) with jest, each in a describe block named by its path. */
export function runGroup(n: number): void {
  const weights = JSON.parse(readFileSync(join(__dirname, 'weights.json'), 'utf8')) as Record<string, number>;
  reuseTestApps();
  afterAll(closeTestApps);
  for (const file of splitIntoGroups(allSpecFiles(), weights)[n - 1]) {
    describe(file, () => {
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest's require: registers the file's tests here
        require(join(root, file));
      } catch (error) {
        it('loads', () => {
          throw error;
        });
      }
      afterAll(() => {
        jest.restoreAllMocks();
        releaseTestApps();
      });
    });
  }
}
