// Preloaded into the benchmark's server (`node --import`): graphql-js as a production deployment loads it.
// Outside NODE_ENV=production graphql-js checks every `instanceof` on its types for a second copy of itself, which
// costs a large part of each request's time (server/test/support/graphql-without-dev-checks.ts does the same for the
// tests). The server itself stays in development, for the dev SMS outbox the benchmark signs in through.
import { createRequire } from 'node:module';

const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
createRequire(import.meta.url)('graphql');
process.env.NODE_ENV = nodeEnv;
