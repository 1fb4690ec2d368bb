import { test as base, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ADMIN_SESSION_FILE = join(process.env.E2E_DATA_DIR ?? '.', 'admin-session.json');

export interface AdminSession {
  access_token: string;
  token_type: string;
  user: { id: number; full_name: string; hostel_id: number };
}

export function adminSession(): AdminSession {
  return JSON.parse(readFileSync(ADMIN_SESSION_FILE, 'utf8')) as AdminSession;
}

/** Opens pages already signed in as the demo admin (the session lives in sessionStorage). */
export const test = base.extend<{ adminPage: Page; session: AdminSession }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  session: async ({}, use) => {
    await use(adminSession());
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
