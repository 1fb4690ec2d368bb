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
  },
};

export default config;
