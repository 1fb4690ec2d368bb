import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractCounts, takeContractFailures } from './openapi-contract-record';

/**
 * jest's setupFilesAfterEnv: a REST answer that the OpenAPI document does not describe (openapi-contract.ts) fails
 * the test that made the call, after it ends; a call from a beforeAll fails the file's first test, one from an
 * afterAll the file. The counts go to the run's directory (CONTRACT_COUNTS_DIR, made by the summary reporter,
 * openapi-contract-reporter.mjs), which prints one line at the end of the run.
 */
function failOnMismatches() {
  const failures = takeContractFailures();
  if (failures.length) throw new Error(`REST answers that break the OpenAPI contract:\n${failures.join('\n')}`);
}

afterEach(failOnMismatches);

afterAll(() => {
  const dir = process.env.CONTRACT_COUNTS_DIR;
  const counts = contractCounts();
  if (dir && counts.calls)
    writeFileSync(join(dir, `${process.pid}-${randomBytes(4).toString('hex')}.json`), JSON.stringify(counts));
  failOnMismatches();
});
