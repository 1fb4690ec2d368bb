import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // `@/lib/session` instead of `../../../lib/session`: one name per file wherever it is imported from.
  // The shared rules package (packages/rules) is read from its TypeScript source, as web/tsconfig.json maps it.
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@hostel-admin/rules': fileURLToPath(new URL('../packages/rules/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': apiTarget,
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
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
});
