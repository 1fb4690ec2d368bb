/** Jest runs TypeScript through swc (ts-jest does not work with Nest 12's ESM packages). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.(t|j)s$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs)/)'],
  // The shared rules package from its source, as the typecheck reads it (the build compiles it to dist/).
  moduleNameMapper: { '^@hostel-admin/rules$': '<rootDir>/../packages/rules/src/index.ts' },
  // graphql-js as the server runs it (see the file).
  setupFiles: ['<rootDir>/test/support/graphql-without-dev-checks.ts'],
  // Every REST answer of a test app is checked against the OpenAPI document (test/support/openapi-contract.ts): a
  // mismatch fails the test that made the call, and the run ends with one line of what was checked.
  setupFilesAfterEnv: ['<rootDir>/test/support/openapi-contract.setup.ts'],
  reporters: ['default', '<rootDir>/test/support/openapi-contract-reporter.mjs'],
  testTimeout: 30000,
};
