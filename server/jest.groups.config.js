/** `npm test`'s server layer: every spec file, in the groups of test/groups/groups.ts (why: see there). */
const base = require('./jest.config');

module.exports = { ...base, testMatch: ['<rootDir>/test/groups/*.group-spec.ts'] };
