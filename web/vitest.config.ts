import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Two projects: `unit` runs plain-TypeScript tests (`*.test.ts`: rules, formats, cache events) in Node without
 * a DOM or Chakra; `ui` runs component and route tests (`*.test.tsx`) and the TypeScript tests that need a
 * browser's storage or fetch (`*.dom.test.ts`) in happy-dom (about twice as fast as jsdom on these screens;
 * the Playwright journeys check the real browser). Both use the two cores: the
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
          extends: true,
          test: {
            name: 'ui',
            environment: 'happy-dom',
            include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
            setupFiles: ['./src/test/setup.ts'],
            testTimeout: 20000,
          },
        },
      ],
    },
  }),
);
