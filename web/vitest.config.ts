import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Three projects: `unit` runs plain-TypeScript tests (`*.test.ts`: rules, formats, cache events) in Node without
 * a DOM or Chakra; `rules` runs the shared rules package's tests (`packages/rules/src`, `*.test.ts`) and those of
 * its lint rules (`eslint/*.test.mjs`) in Node;
 * `ui` runs component and route tests (`*.test.tsx`) and the TypeScript tests that need a
 * browser's storage or fetch (`*.dom.test.ts`) in happy-dom (about twice as fast as jsdom on these screens;
 * the Playwright journeys check the real browser). All use the two cores: the
 * 2-core CI machine otherwise runs one worker (Vitest keeps a core for itself, which sits idle here).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      restoreMocks: true,
      unstubGlobals: true,
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'], exclude: ['src/**/*.dom.test.ts'] },
        },
        {
          // The shared rules package's own tests and the lint rules that keep it the one place, counted with the web's.
          extends: true,
          test: {
            name: 'rules',
            environment: 'node',
            dir: '..',
            include: ['packages/rules/src/**/*.test.ts', 'eslint/**/*.test.mjs'],
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            environment: 'happy-dom',
            include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
            setupFiles: ['./src/test/setup.ts'],
            testTimeout: 20000,
            // A worker imports React, Chakra and Apollo once for all its files instead of once per file (176 s → 77 s
            // for the web layer). Nothing a file leaves behind reaches the next: no test uses vi.mock, and setup.ts
            // unmounts, clears the toaster and storage and reloads the session after every test. Files pass in any
            // order (checked with --sequence.shuffle.files).
            isolate: false,
          },
        },
      ],
    },
  }),
);
