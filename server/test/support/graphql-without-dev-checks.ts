/**
 * Loads graphql-js as production loads it, before any test file does (jest `setupFiles`, one registry per file).
 *
 * Outside production, graphql-js checks every `instanceof` on its types for a second copy of itself (`instanceOf`
 * in `jsutils`); building the schema and answering each request call it so often that it took a fifth of an API
 * test's time. A deployment sets NODE_ENV=production, so the tests run the graphql-js production runs. The check
 * guards against two installed copies of graphql in one process; `npm ls graphql` shows there is one.
 */
const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('graphql');
process.env.NODE_ENV = nodeEnv;
