import { test as base, type Page } from '@playwright/test';
import { DEMO_ADMIN_PHONE, loginByApi } from './api';
import { startServer, type TestServer } from './server';

export interface AdminSession {
  access_token: string;
  token_type: string;
  user: { id: number; full_name: string; hostel_id: number };
}

/** The first port of the workers' servers: worker n serves on E2E_PORT + n. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Every test runs against its worker's own server and database (`server`), so workers run side by side; `baseURL`
 * follows it, for pages, contexts and `request`. `session` is the demo admin signed in once per worker;
 * `adminPage` opens pages already signed in (the session lives in sessionStorage).
 */
export const test = base.extend<{ adminPage: Page }, { server: TestServer; session: AdminSession }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
    async ({}, use, workerInfo) => {
      const server = await startServer(FIRST_PORT + workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  session: [
    async ({ server, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: server.url });
      const session = (await loginByApi(request, DEMO_ADMIN_PHONE)) as unknown as AdminSession;
      await request.dispose();
      await use(session);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  adminPage: async ({ page, session }, use) => {
    await page.addInitScript((value) => {
      if (!window.sessionStorage.getItem('e2e_seeded')) {
        window.sessionStorage.setItem('admin_details', value);
        window.sessionStorage.setItem('e2e_seeded', '1');
      }
    }, JSON.stringify(session));
    await use(page);
  },
});

export { expect } from '@playwright/test';
