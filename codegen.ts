import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the web client from the server's schema and web/src/**\/*.graphql. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        // Money: whole paise as a JSON number, any safe integer (server/src/common/money.scalar.ts).
        scalars: { ID: 'string', Money: { input: 'number', output: 'number' } },
      },
    },
    // One module of documents per .graphql file, beside it (Foo.graphql -> Foo.generated.ts), typed with the operation
    // types of web/src/gql/graphql.ts. graphql.ts holds every document in one module, and Rollup never splits a
    // module across chunks, so importing documents from it put all of them in the chunk every signed-in page loads
    // (issue 37); from these files each route's chunk carries only its own. Import types from '@/gql/graphql' and
    // documents from the .generated module.
    'web/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: '~@/gql/graphql', importTypesNamespace: 'Types' },
      plugins: ['typed-document-node'],
      config: { useTypeImports: true, importOperationTypesFrom: 'Types', skipTypename: false },
    },
  },
};

export default config;
