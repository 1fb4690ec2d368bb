import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import app from './vite.config.ts';
import { precompress } from './vite.precompress.ts';

/**
 * The API playground (playground.html: GraphiQL, Monaco and its workers) as a build of its own, into the app's dist/
 * beside it (`npm run build -w web` runs both). A second input of the app's build would share chunks with the app:
 * the app's `apollo` chunk would take the parts of graphql-js only GraphiQL uses, and modules both import (the
 * session) would leave the app's entry for a shared chunk. Built apart, the app's chunks hold nothing of it, and the
 * playground's load only on its page (GET /graphql from a browser, as server/src/common/graphql-playground.ts serves
 * it).
 */
export default defineConfig({
  // The app's plugins, with the playground's cheaper brotli (vite.precompress.ts says why).
  plugins: [
    ...(app.plugins ?? []).filter((p) => !(p && 'name' in p && p.name === 'hostel-admin:precompress')),
    precompress(9),
  ],
  resolve: app.resolve,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // Monaco's editor is one large module (about 3 MB before gzip) that cannot be split: it loads on this page only.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      input: fileURLToPath(new URL('./playground.html', import.meta.url)),
      // GraphiQL's modules start with React Compiler's "use no memo", which a bundle cannot keep: one warning each.
      onLog: (level, log, handler) => {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
