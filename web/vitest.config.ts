import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 20000,
      // As Playwright does: on CI's loaded 2-core machine a UI test gets one more try; locally none, so flakes show.
      retry: process.env.CI ? 1 : 0,
    },
  }),
);
