import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { paintFirst } from './vite.paintFirst.ts';
import { precompress } from './vite.precompress.ts';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  // paintFirst: index.html's shell painted before the scripts are asked for, and the login page's chunks asked for
  // with the entry (the paths are index.html's, for its login card). precompress: .br and .gz beside each built text
  // file, for the server to send (server/src/common/web-client.ts).
  plugins: [
    react(),
    paintFirst({ routes: [{ paths: /^\/(admin\/login\/?)?$/, module: 'src/features/auth/pages/LoginPage.tsx' }] }),
    precompress(),
  ],
  // `@/lib/session` instead of `../../../lib/session`: one name per file wherever it is imported from.
  // The shared rules package (packages/rules) is read from its TypeScript source, as web/tsconfig.json maps it.
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@hostel-admin/rules': fileURLToPath(new URL('../packages/rules/src/index.ts', import.meta.url)),
    },
  },
  // The development server pre-bundles what the pages import (index.html and playground.html). GraphiQL's worker
  // setup imports Monaco's workers as `?worker` modules, which only Vite's own worker handling loads: it is served as
  // it is rather than pre-bundled (the build handles it either way).
  optimizeDeps: {
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
    // The CommonJS packages Monaco's GraphQL worker imports (through graphql-language-service): a module worker
    // loads them only pre-bundled.
    include: ['nullthrows', 'picomatch-browser'],
  },
  server: {
    port: 5173,
    proxy: {
      // A browser's page load of /graphql is the API playground (the server answers it from the build): here Vite
      // serves it from source, as it serves the app.
      '/graphql': {
        target: apiTarget,
        bypass: (req) =>
          req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/playground.html' : undefined,
      },
      '/api': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries every screen needs get their own long-cached chunks; screens stay lazy (app/routes/pages.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            // Apollo's error classes (lib/graphqlErrors.ts, which the login page's forms use) import nothing else of
            // Apollo: a chunk of their own, so the login page loads no Apollo Client (app/ApolloOutlet.tsx).
            { name: 'apollo-errors', test: /node_modules[\\/]@apollo[\\/]client[\\/]errors[\\/]/, priority: 1 },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/ },
            // The form libraries, each apart: a page loads the ones it uses (a list without a phone field loads no
            // phone metadata), and each stays cached when the others change.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'react-hook-form', test: /node_modules[\\/]react-hook-form[\\/]/ },
            { name: 'phone', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
            // Chakra's styled system and theme in one chunk: split from the theme's module, a module reached only
            // through a lazy chunk (app/layout/ChakraLayout.tsx), rolldown keeps every unused recipe of Chakra's
            // default theme, 14 KB (rolldown/rolldown#8195, vitejs/vite#22725).
            {
              name: 'chakra-system',
              test: /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme|styled-system|preset)[\\/.]/,
            },
          ],
        },
      },
    },
  },
});
