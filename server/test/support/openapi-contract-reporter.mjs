/**
 * A jest reporter: makes the directory where each test file writes what the OpenAPI contract check counted
 * (openapi-contract.setup.ts) before the workers start, and at the end of the run prints one line: the REST answers
 * checked, the routes of the document they covered and the distinct (route, status) pairs. The whole summary, with
 * the pairs, is kept in $TMPDIR/hostel-admin-openapi-contract.json.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';

export default class OpenApiContractReporter {
  constructor() {
    this.dir = mkdtempSync(join(tmpdir(), 'hostel-admin-contract-'));
    // Workers start after the reporters and inherit the environment.
    process.env.CONTRACT_COUNTS_DIR = this.dir;
  }

  onRunComplete() {
    const files = readdirSync(this.dir).map((file) => JSON.parse(readFileSync(join(this.dir, file), 'utf8')));
    rmSync(this.dir, { recursive: true, force: true });
    if (!files.length) return;
    const union = (key) => [...new Set(files.flatMap((f) => f[key]))].sort();
    const documented = union('documented');
    const routes = union('routes');
    const summary = {
      calls: files.reduce((sum, f) => sum + f.calls, 0),
      routes,
      documented,
      notCalled: documented.filter((route) => !routes.includes(route)),
      pairs: union('pairs'),
    };
    writeFileSync(join(tmpdir(), 'hostel-admin-openapi-contract.json'), `${JSON.stringify(summary, null, 2)}\n`);
    const n = (x) => x.toLocaleString('en-IN');
    process.stderr.write(
      `[openapi] ${n(summary.calls)} REST answers checked against /api/openapi.json: ${routes.length} of ${documented.length} routes, ${n(summary.pairs.length)} (route, status) pairs as documented` +
        `${summary.notCalled.length ? `; not called: ${summary.notCalled.join(', ')}` : ''}\n`,
    );
  }
}
